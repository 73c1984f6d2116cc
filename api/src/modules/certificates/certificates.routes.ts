import {
  certificateCodeParamsSchema,
  certificatePaths,
  certificateResponseSchema,
  certificateVerificationSchema,
  idParamsSchema,
} from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../lib/attachments';
import { currentUser } from '../../plugins/auth';
import { verifyCertificate } from './certificate-verification.service';
import { downloadCertificate, sendCertificate, type CertificateDeps } from './certificates.service';

export async function certificateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = app.limits.values;
  const deps: CertificateDeps = {
    db: app.db,
    mailOutbox: app.mailOutbox,
    storage: app.storage,
    // Per user: each request renders a PDF and sends a mail.
    limiter: app.limits.attempts('certificates-user', limits.certificatesPerUser, limits.certificatesWindowMs),
    downloads: app.limits.attempts(
      'certificate-downloads-user',
      limits.certificateDownloadsPerUser,
      limits.certificatesWindowMs,
    ),
    publicOrigin: app.config.publicOrigin,
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

  r.get(
    certificatePaths.download.pattern,
    {
      schema: {
        tags: ['memberships'],
        security: [{ bearerAuth: [] }],
        summary: 'Download your membership certificate (PDF, with the QR code that verifies it); anyone else’s is 404',
        params: idParamsSchema,
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const { pdf, filename } = await downloadCertificate(deps, currentUser(request), request.params.id);
      return sendAttachment(reply, { contentType: 'application/pdf', filename, body: pdf });
    },
  );

  // Per address: codes are unguessable (160 bits); the limit keeps a scanner from even trying.
  const perAddress = app.limits.perAddress(
    'certificate-verification-ip',
    limits.certificateVerificationsPerIp,
    limits.certificateVerificationWindowMs,
  );
  r.get(
    certificatePaths.verify.pattern,
    {
      schema: {
        tags: ['certificates'],
        summary:
          'Verify a certificate by its code (anyone): the holder’s name, association, type, serial, period and whether it is valid today. Unknown or revoked: 404',
        params: certificateCodeParamsSchema,
        response: { 200: certificateVerificationSchema },
      },
      onRequest: perAddress.onRequest,
    },
    // Never kept by a cache: a revoked certificate stops verifying at once.
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifyCertificate(app.db, request.params.code);
    },
  );
}
