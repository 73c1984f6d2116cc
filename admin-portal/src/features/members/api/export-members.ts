import { api } from '@alumni/shared';
import { memberPaths } from '@alumni/shared/contracts';
import { saveBlob } from '../../../components/save-blob';
import { memberFilterParams, type MemberFilter } from './get-members';

/** The name the server gives in Content-Disposition, else members-<id>.csv. */
const fileNameOf = (disposition: unknown, associationId: number) =>
  (typeof disposition === 'string' && /filename="?([^";]+)"?/.exec(disposition)?.[1]) || `members-${associationId}.csv`;

/** GET .../memberships/export.csv through the api client (so the Bearer token goes along), saved as a file. */
export async function exportMembersCsv(associationId: number, filter: MemberFilter): Promise<void> {
  const response = await api.get<Blob>(memberPaths.exportCsv(associationId), {
    params: memberFilterParams(filter),
    responseType: 'blob',
  });
  saveBlob(response.data, fileNameOf(response.headers['content-disposition'], associationId));
}
