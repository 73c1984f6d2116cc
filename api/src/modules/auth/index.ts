// What other modules use of auth: the password rules and hashing, and ending an account's sessions.
export { revokeUserTokens, updatePassword } from './auth.repository';
export { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
export { hashPassword, verifyPassword } from './passwords';
