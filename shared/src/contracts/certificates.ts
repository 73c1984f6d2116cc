import { z } from 'zod';

export * from './certificates.paths';

/** GET /memberships/{id}/get-certificate/: the certificate was mailed (503 with CERTIFICATE_QUEUED_CODE when queued). */
export const certificateResponseSchema = z.object({ message: z.string() });

/** `:code` of GET /certificates/verify/{code}/: any text; what is no code answers 404 like an unknown one. */
export const certificateCodeParamsSchema = z.object({ code: z.string().max(200) });

/**
 * GET /certificates/verify/{code}/: what the certificate says and whether it is valid today (Asia/Dhaka),
 * and nothing else: no e-mail, no phone, no ids.
 */
export const certificateVerificationSchema = z.object({
  holder_name: z.string(),
  association_name: z.string(),
  membership_type: z.string(),
  /** As printed: `LM-0042`. */
  serial: z.string(),
  start_date: z.string(),
  /** null: a lifetime membership. */
  end_date: z.string().nullable(),
  /** The period covers `checked_on` and the membership stands. */
  is_valid: z.boolean(),
  /** The day (Asia/Dhaka) `is_valid` speaks of. */
  checked_on: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
export type CertificateResponse = z.infer<typeof certificateResponseSchema>;
