export { VerifyEmailBanner } from './components/verify-email-banner';
