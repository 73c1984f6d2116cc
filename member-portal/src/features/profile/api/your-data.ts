import { api, saveDownload } from '@alumni/shared';
import { accountPaths, dataExportFilename, type AccountDeletion } from '@alumni/shared/contracts';

/** GET /auth/user/export/ through the one API client (it carries the session), saved as a file. */
export async function downloadMyData(): Promise<string> {
  const response = await api.get(accountPaths.dataExport(), { responseType: 'blob' });
  // Saved under the name the server gave, else the usual one for today.
  const fallback = dataExportFilename(new Date().toISOString().slice(0, 10));
  return saveDownload(response.data, response.headers?.['content-disposition'], fallback);
}

/** DELETE /auth/user/ with the password: the account is erased and the session ends. */
export async function deleteMyAccount(body: AccountDeletion): Promise<void> {
  await api.delete(accountPaths.account(), { data: body });
}
