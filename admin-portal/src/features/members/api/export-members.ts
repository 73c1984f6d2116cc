import { api, saveDownload } from '@alumni/shared';
import { memberPaths } from '@alumni/shared/contracts';
import { memberFilterParams, type MemberFilter } from './get-members';

/** GET .../memberships/export.csv through the api client (so the Bearer token goes along), saved as a file. */
export async function exportMembersCsv(associationId: number, filter: MemberFilter): Promise<void> {
  const response = await api.get(memberPaths.exportCsv(associationId), {
    params: memberFilterParams(filter),
    responseType: 'blob',
  });
  // Saved under the name the server gives, else members-<id>.csv.
  saveDownload(response.data, response.headers?.['content-disposition'], `members-${associationId}.csv`);
}
