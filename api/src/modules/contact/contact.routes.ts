import {
  CONTACT_MESSAGE_SENT,
  contactMessageBodySchema,
  contactMessageListQuerySchema,
  contactMessagePatchSchema,
  contactMessageSchema,
  idParamsSchema,
  messageSchema,
  paginated,
  siteStatsSchema,
  contactPaths,
  type SiteStats,
} from '@alumni/shared/contracts';
import { MicroCache } from '@alumni/web';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as contact from './contact.service';

export type ContactRoutesOptions = {
  /**
   * The public figures are kept this long (the public answers' micro cache, config.publicCacheMs): the landing
   * page asks for them on every render, and browsers keep them a minute anyway (max-age=60).
   */
  statsCacheMs?: number;
};

/** The site's Get in Touch messages (sent by anyone, read by the super admin) and its public figures. */
export async function contactRoutes(app: FastifyInstance, { statsCacheMs = 0 }: ContactRoutesOptions) {
  const figures = new MicroCache<SiteStats>(statsCacheMs);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { tags: ['contact'], security: [{ bearerAuth: [] }] };
  const { contactPerIp, contactWindowMs } = app.limits.values;

  r.post(
    contactPaths.messages.pattern,
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the site (anyone)',
        body: contactMessageBodySchema,
        response: { 201: messageSchema },
      },
      // Per client address: enough for a person, too few for a script filling the inbox.
      ...app.limits.perAddress('contact-ip', contactPerIp, contactWindowMs),
    },
    async (request, reply) => {
      await contact.sendContactMessage(app.db, request.body, request.ip ?? null);
      return reply.code(201).send({ message: CONTACT_MESSAGE_SENT });
    },
  );

  r.get(
    contactPaths.messages.pattern,
    {
      schema: {
        ...admin,
        summary: 'Messages sent to the site, newest first (super admin)',
        querystring: contactMessageListQuerySchema,
        response: { 200: paginated(contactMessageSchema) },
      },
      onRequest: app.requireSuperuser,
    },
    async (request) => contact.listContactMessages(app.db, request.query),
  );

  r.patch(
    contactPaths.message.pattern,
    {
      schema: {
        ...admin,
        summary: 'Mark a message read or unread (super admin)',
        params: idParamsSchema,
        body: contactMessagePatchSchema,
        response: { 200: contactMessageSchema },
      },
      onRequest: app.requireSuperuser,
    },
    async (request) => contact.markContactMessage(app.db, request.params.id, request.body.read),
  );

  r.get(
    contactPaths.stats.pattern,
    { schema: { tags: ['contact'], summary: 'Landing-page counters (anyone)', response: { 200: siteStatsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return figures.get('stats') ?? figures.set('stats', await contact.getSiteStats(app.db));
    },
  );
}
