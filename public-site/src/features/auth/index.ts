// What the other features of the public site use of auth: its page frame and error wording.
export { authErrorMessage } from './auth-errors';
export { AuthFrame } from './components/auth-frame';
export { AuthLink } from './components/auth-link';
