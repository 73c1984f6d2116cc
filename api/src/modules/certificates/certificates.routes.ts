import { certificateResponseSchema, idParamsSchema, certificatePaths } from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { createAttemptLimiter } from '../auth';
import { sendCertificate, type CertificateDeps } from './certificates.service';

/** Certificate requests per user per hour: each renders a PDF and sends a mail. */
const CERTIFICATES_PER_HOUR = 5;

export async function certificateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: CertificateDeps = {
    db: app.db,
    mailOutbox: app.mailOutbox,
    storage: app.storage,
    limiter: createAttemptLimiter({ max: CERTIFICATES_PER_HOUR, windowMs: 60 * 60_000 }),
  };

  r.get(
    certificatePaths.send.pattern,
    {
      schema: {
        tags: ['memberships'],
        security: [{ bearerAuth: [] }],
        summary:
          'E-mail your membership certificate (PDF). 503 MAIL_QUEUED: the mail server is down, the mail is queued.',
        params: idParamsSchema,
        response: { 200: certificateResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => sendCertificate(deps, currentUser(request), request.params.id),
  );
}
