// @alumni/shared/accounts: the password change page the member and super admin portals both show.
// Bundled by the page that uses it (zod and the form library come with it), not part of the singleton.
export { PasswordChangePage } from './password-change-page';
