import { apiPath } from './api-path';

export const accountPaths = {
  /** GET: everything the platform holds about the signed-in user, as one zip archive (JSON and CSV). */
  dataExport: apiPath('/auth/user/export/'),
  /** DELETE with `{ password }`: erases the account (the same path as `userPaths.me`). */
  account: apiPath('/auth/user/'),
};
