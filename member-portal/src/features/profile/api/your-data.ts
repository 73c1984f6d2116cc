import { api } from '@alumni/shared';
import { accountPaths, dataExportFilename, type AccountDeletion } from '@alumni/shared/contracts';

/** The archive's name as the server gave it (Content-Disposition), else the usual one for today. */
function filenameOf(disposition: unknown): string {
  const match = typeof disposition === 'string' ? /filename="?([^";]+)"?/.exec(disposition) : null;
  return match?.[1] ?? dataExportFilename(new Date().toISOString().slice(0, 10));
}

/** GET /auth/user/export/ through the one API client (it carries the session), saved as a file. */
export async function downloadMyData(): Promise<string> {
  const response = await api.get<Blob>(accountPaths.dataExport(), { responseType: 'blob' });
  const filename = filenameOf(response.headers['content-disposition']);
  const url = URL.createObjectURL(response.data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the data to the browser's download; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return filename;
}

/** DELETE /auth/user/ with the password: the account is erased and the session ends. */
export async function deleteMyAccount(body: AccountDeletion): Promise<void> {
  await api.delete(accountPaths.account(), { data: body });
}
