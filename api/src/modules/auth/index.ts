// What other modules use of auth: the password rules and hashing, ending an account's sessions, lifting its login limits.
export { findUserById, findUserLanguage, revokeUserTokens, updatePassword, usersWithEmail } from './auth.repository';
export { clearSessionCookies } from './auth.cookies';
export { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
export { hashPassword, verifyPassword } from './passwords';
export { clearLoginFailures, type LoginLimiters } from './auth.service';
export { loginLimiters } from './login-limiters';
export { emailChangedMail, passwordChangedMail } from './security-mails';
