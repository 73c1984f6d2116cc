import { z } from 'zod';

export * from './certificates.paths';

/** GET /memberships/{id}/get-certificate/: the certificate was mailed (503 with CERTIFICATE_QUEUED_CODE when queued). */
export const certificateResponseSchema = z.object({ message: z.string() });
