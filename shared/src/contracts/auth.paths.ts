import { apiPath, type Call } from './api-path';
import type {
  LoginBody,
  LoginResponse,
  PasswordChange,
  PasswordChangeResponse,
  PasswordReset,
  PasswordResetConfirm,
  RefreshResponse,
  RegistrationBody,
  VerifyEmail,
} from './auth';
import type { MessageResponse } from './common';

export const authPaths = {
  registration: apiPath('/auth/registration/').calls<{ post: Call<LoginResponse, RegistrationBody> }>(),
  login: apiPath('/auth/login/').calls<{ post: Call<LoginResponse, LoginBody> }>(),
  /** Cookie-authenticated (refresh token and XSRF header), like logout. */
  refresh: apiPath('/auth/token/refresh/').calls<{ post: Call<RefreshResponse> }>(),
  logout: apiPath('/auth/logout/').calls<{ post: Call<MessageResponse> }>(),
  passwordChange: apiPath('/auth/password/change/').calls<{ post: Call<PasswordChangeResponse, PasswordChange> }>(),
  passwordReset: apiPath('/auth/password/reset/').calls<{ post: Call<MessageResponse, PasswordReset> }>(),
  passwordResetConfirm: apiPath('/auth/password/reset/confirm/').calls<{
    post: Call<MessageResponse, PasswordResetConfirm>;
  }>(),
  verifyEmail: apiPath('/auth/registration/verify-email/').calls<{ post: Call<MessageResponse, VerifyEmail> }>(),
  /** Signed in: mails the verification link again. */
  resendEmail: apiPath('/auth/registration/resend-email/').calls<{ post: Call<MessageResponse> }>(),
};
