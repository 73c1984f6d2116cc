import { apiPath, type Call } from './api-path';
import type { AccountDeletion } from './account';
import type { MessageResponse } from './common';

export const accountPaths = {
  /** GET: everything the platform holds about the signed-in user, as one zip archive (JSON and CSV). */
  dataExport: apiPath('/auth/user/export/').calls<{ get: Call<Blob> }>(),
  /** DELETE with `{ password }`: erases the account (the same path as `userPaths.me`). */
  account: apiPath('/auth/user/').calls<{ delete: Call<MessageResponse, AccountDeletion> }>(),
};
