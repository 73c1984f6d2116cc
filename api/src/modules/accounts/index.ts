// What other modules may use of accounts: a one-time link's token (an invitation to set a password).
export { newAccountToken } from './account-tokens';
export { insertToken } from './accounts.repository';
