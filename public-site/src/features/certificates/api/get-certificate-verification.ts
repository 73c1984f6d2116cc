import { api } from '@alumni/shared';
import { certificatePaths } from '@alumni/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

async function getCertificateVerification(code: string) {
  const { data } = await api.get(certificatePaths.verify(code));
  return data;
}

const certificateKeys = { verify: (code: string) => ['certificates', 'verify', code] as const };

/** What the code in a certificate's QR code verifies (the server fetches it before it renders the page). */
export const certificateVerificationQuery = (code: string) =>
  queryOptions({ queryKey: certificateKeys.verify(code), queryFn: () => getCertificateVerification(code) });

export const useCertificateVerification = (code: string) => useQuery(certificateVerificationQuery(code));
