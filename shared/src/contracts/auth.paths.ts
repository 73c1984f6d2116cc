import { apiPath } from './api-path';

export const authPaths = {
  registration: apiPath('/auth/registration/'),
  login: apiPath('/auth/login/'),
  /** Cookie-authenticated (refresh token and XSRF header), like logout. */
  refresh: apiPath('/auth/token/refresh/'),
  logout: apiPath('/auth/logout/'),
  passwordChange: apiPath('/auth/password/change/'),
  passwordReset: apiPath('/auth/password/reset/'),
  passwordResetConfirm: apiPath('/auth/password/reset/confirm/'),
  verifyEmail: apiPath('/auth/registration/verify-email/'),
  /** Signed in: mails the verification link again. */
  resendEmail: apiPath('/auth/registration/resend-email/'),
};
