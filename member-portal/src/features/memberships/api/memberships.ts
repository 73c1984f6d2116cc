import { api, currentUserKeys, saveDownload } from '@alumni/shared';
import { certificatePaths, membershipPaths } from '@alumni/shared/contracts';
import { useQuery } from '@tanstack/react-query';

/** Under the signed-in user's key: a payment made on the public site reloads them. */
const membershipKeys = { all: currentUserKeys.own('memberships') };

export const useMemberships = () =>
  useQuery({
    queryKey: membershipKeys.all,
    queryFn: async () => (await api.get(membershipPaths.mine())).data,
  });

/** The certificate is e-mailed; a 503 MAIL_QUEUED answer says it is queued and will follow. */
export async function requestCertificate(membershipId: number) {
  const { data } = await api.get(certificatePaths.send(membershipId));
  return data;
}

/** An error answer to a file request comes as a Blob: read back as JSON, so its message can be shown. */
async function withJsonBody(error: unknown): Promise<unknown> {
  const response = (error as { response?: { data?: unknown } }).response;
  if (response?.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text());
    } catch {
      // Not JSON: the error keeps its own message.
    }
  }
  return error;
}

/** GET the certificate PDF (the holder's own) and save it as a file. */
export async function downloadCertificate(membershipId: number): Promise<void> {
  try {
    const response = await api.get(certificatePaths.download(membershipId), { responseType: 'blob' });
    saveDownload(response.data, response.headers?.['content-disposition'], 'membership-certificate.pdf');
  } catch (error) {
    throw await withJsonBody(error);
  }
}
