import { certificateResponseSchema, idParamsSchema, certificatePaths } from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { sendCertificate, type CertificateDeps } from './certificates.service';

export async function certificateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: CertificateDeps = {
    db: app.db,
    mailOutbox: app.mailOutbox,
    storage: app.storage,
    // Per user: each request renders a PDF and sends a mail.
    limiter: app.limits.attempts(
      'certificates-user',
      app.limits.values.certificatesPerUser,
      app.limits.values.certificatesWindowMs,
    ),
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
      onRequest: app.requireUser,
    },
    async (request) => sendCertificate(deps, currentUser(request), request.params.id),
  );
}
