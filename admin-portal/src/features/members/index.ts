// What the other features of the admin portal use of members: the list's query keys (an approved payment
// adds a member).
export { memberKeys } from './api/get-members';
