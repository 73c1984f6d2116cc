import { apiPath, type Call } from './api-path';
import type { CertificateResponse, CertificateVerification } from './certificates';

export const certificatePaths = {
  /** Mails the certificate of membership `:id`. */
  send: apiPath('/memberships/:id/get-certificate/').calls<{ get: Call<CertificateResponse> }>(),
  /** The certificate of membership `:id` as a PDF download (its holder only). */
  download: apiPath('/memberships/:id/certificate/').calls<{ get: Call<Blob> }>(),
  /** What a certificate's code verifies (public, rate-limited per address). */
  verify: apiPath('/certificates/verify/:code/').calls<{ get: Call<CertificateVerification> }>(),
};
