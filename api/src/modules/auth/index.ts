// What other modules may use of auth: the attempt limiter that also guards certificate mails.
export { createAttemptLimiter, type AttemptLimiter } from './login-limiter';
