import {
  associationEventListQuerySchema,
  attendeeListQuerySchema,
  attendeeListSchema,
  checkInBodySchema,
  checkInResponseSchema,
  EVENT_COVER_FIELD,
  eventCreateSchema,
  eventListQuerySchema,
  eventListSchema,
  eventPatchSchema,
  eventPaths,
  eventSchema,
  type EventList,
  idParam,
  idParamsSchema,
  messageSchema,
  myEventListQuerySchema,
  rsvpBodySchema,
  rsvpResponseSchema,
} from '@alumni/shared/contracts';
import { MicroCache } from '@alumni/web';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_TYPE, sendAttachment } from '../../lib/attachments';
import { readUploadedFile, storeUpload } from '../../lib/uploads';
import { currentUser, loadByParams } from '../../plugins/auth';
import { withUploads } from '../../plugins/uploads';
import { associationAdminsOnly } from '../associations';
import { refundNow } from '../payments';
import { checkIn, exportAttendeesCsv, listAttendees } from './attendees.service';
import { eventIcs } from './event-ics';
import { eventNotFound } from './event-tickets';
import * as repo from './events.repository';
import * as service from './events.service';
import { answerRsvp } from './rsvp.service';

const managedParamsSchema = z.object({ id: idParam, eventId: idParam });
const exportQuerySchema = attendeeListQuerySchema.pick({ q: true, status: true });

/** Events (issue 38): the public list and page, RSVPs, My Events, and the association admins' side. */
export async function eventRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: service.EventDeps = {
    db: app.db,
    clock: app.clock,
    notices: app.accounts.notices,
    publicOrigin: app.config.publicOrigin,
  };
  const tags = ['events'];
  const admin = { tags, security: [{ bearerAuth: [] }] };
  // The event is read and its association's admin checked before the body (another association's: 404).
  const managed = loadByParams(managedParamsSchema, (user, { id, eventId }) =>
    service.findManagedEvent(app.db, user, id, eventId),
  );
  const payments = { db: app.db, log: app.log, gateway: app.paymentGateway, mailOutbox: app.mailOutbox };
  /** Mails and refunds after the answer; cover files removed once nothing points at them. */
  const afterChange = (outcome: { refundIds: number[]; oldCover: string | null }) => {
    if (outcome.refundIds.length > 0)
      app.accounts.background.run('event ticket refunds', () => refundNow(payments, outcome.refundIds));
    if (outcome.oldCover) void app.mediaStore.remove(outcome.oldCover).catch(() => undefined);
  };

  // The list as a signed-out visitor sees it (the landing's and an association's soonest events, each page of
  // /events, and the server's renders of those pages) is kept as the public association answers are
  // (config.publicCacheMs): any change made through these routes here (an event written, an answer given) drops
  // it at once; a change made elsewhere (a ticket paid, another instance) is seen within that time.
  const signedOutLists = new MicroCache<EventList>(app.config.publicCacheMs ?? 0);
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') signedOutLists.clear();
  });

  r.get(
    eventPaths.list.pattern,
    {
      schema: {
        tags,
        summary:
          'Published events of every association: upcoming (soonest first, the default) or past; q = part of the title, association = its id',
        querystring: eventListQuerySchema,
        response: { 200: eventListSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      if (request.user) return service.listPublicEvents(deps, request.user, request.query);
      const key = JSON.stringify(request.query);
      return (
        signedOutLists.get(key) ?? signedOutLists.set(key, await service.listPublicEvents(deps, null, request.query))
      );
    },
  );

  r.get(
    eventPaths.mine.pattern,
    {
      schema: {
        ...admin,
        summary: 'My Events: the events you are going to or waiting for, upcoming or past',
        querystring: myEventListQuerySchema,
        response: { 200: eventListSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => service.listMyEvents(deps, currentUser(request), request.query),
  );

  r.get(
    eventPaths.one.pattern,
    {
      schema: {
        tags,
        summary: "One event (a draft only for its association's admins); my_rsvp is the caller's answer",
        params: idParamsSchema,
        response: { 200: eventSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => service.getEvent(app.db, request.user, request.params.id),
  );

  r.get(
    eventPaths.ics.pattern,
    {
      schema: {
        tags,
        summary: 'The event as an iCalendar (.ics) file',
        params: idParamsSchema,
        produces: ['text/calendar'],
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      await service.getEvent(app.db, request.user, request.params.id);
      const row = await repo.findEvent(app.db, request.params.id);
      if (!row) throw eventNotFound();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${row.id}.ics"`)
        .send(eventIcs(row, app.config.publicOrigin));
    },
  );

  r.post(
    eventPaths.rsvp.pattern,
    {
      schema: {
        ...admin,
        summary: 'Answer going or not_going; the answer is going, waiting (the event is full) or not_going',
        params: idParamsSchema,
        body: rsvpBodySchema,
        response: { 200: rsvpResponseSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => answerRsvp(deps, currentUser(request), request.params.id, request.body.status),
  );

  r.get(
    eventPaths.ofAssociation.pattern,
    {
      schema: {
        tags,
        summary:
          "An association's events: published and cancelled for anyone, drafts too for its admins (status= to filter)",
        params: idParamsSchema,
        querystring: associationEventListQuerySchema,
        response: { 200: eventListSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => service.listAssociationEvents(deps, request.user, request.params.id, request.query),
  );

  r.post(
    eventPaths.ofAssociation.pattern,
    {
      schema: {
        ...admin,
        summary: 'Create an event (its admins): a draft unless status is published',
        params: idParamsSchema,
        body: eventCreateSchema,
        response: { 201: eventSchema },
      },
      ...associationAdminsOnly(app),
    },
    async (request, reply) =>
      reply.status(201).send(await service.createEvent(deps, currentUser(request), request.params.id, request.body)),
  );

  r.get(
    eventPaths.manage.pattern,
    {
      schema: {
        ...admin,
        summary: 'One event of the association (its admins)',
        params: managedParamsSchema,
        response: { 200: eventSchema },
      },
      onRequest: app.requireUser,
      preValidation: managed.guard,
    },
    async (request) => service.getEvent(app.db, currentUser(request), managed.loaded(request).id),
  );

  r.patch(
    eventPaths.manage.pattern,
    {
      schema: {
        ...admin,
        summary:
          'Change the fields sent (its admins); status cancelled cancels: mails everyone going or waiting, refunds paid tickets',
        params: managedParamsSchema,
        body: eventPatchSchema,
        response: { 200: eventSchema },
      },
      onRequest: app.requireUser,
      preValidation: managed.guard,
    },
    async (request) => {
      const outcome = await service.updateEvent(
        deps,
        currentUser(request),
        request.params.id,
        request.params.eventId,
        request.body,
      );
      afterChange(outcome);
      return outcome.event;
    },
  );

  r.delete(
    eventPaths.manage.pattern,
    {
      schema: {
        ...admin,
        summary: 'Delete an event nobody answered (204), or cancel one people answered (200 with a message)',
        params: managedParamsSchema,
        response: { 200: messageSchema, 204: z.null() },
      },
      onRequest: app.requireUser,
      preValidation: managed.guard,
    },
    async (request, reply) => {
      const outcome = await service.deleteEvent(deps, currentUser(request), request.params.id, request.params.eventId);
      if (outcome.deleted) {
        if (outcome.cover) void app.mediaStore.remove(outcome.cover).catch(() => undefined);
        return reply.status(204).send(null);
      }
      afterChange(outcome);
      return {
        message:
          'People had answered this event, so it was cancelled instead of deleted: everyone going or waiting is told by e-mail and paid tickets are refunded.',
      };
    },
  );

  r.get(
    eventPaths.attendees.pattern,
    {
      schema: {
        ...admin,
        summary: 'The people going (by name) and waiting (in order), paged; q = name or e-mail (its admins)',
        params: managedParamsSchema,
        querystring: attendeeListQuerySchema,
        response: { 200: attendeeListSchema },
      },
      onRequest: app.requireUser,
      preValidation: managed.guard,
    },
    async (request) => listAttendees(app.db, managed.loaded(request), request.query),
  );

  r.get(
    eventPaths.attendeesCsv.pattern,
    {
      schema: {
        ...admin,
        summary: 'Everyone going or waiting as CSV (UTF-8 with BOM, opens in Excel)',
        params: managedParamsSchema,
        querystring: exportQuerySchema,
        produces: ['text/csv'],
      },
      onRequest: app.requireUser,
      preValidation: managed.guard,
    },
    async (request, reply) => {
      const event = managed.loaded(request);
      const csv = await exportAttendeesCsv(app.db, event, request.query);
      const filename = `event-${event.id}-attendees.csv`;
      return sendAttachment(reply, { contentType: CSV_TYPE, filename, body: csv, cacheControl: 'no-store' });
    },
  );

  r.post(
    eventPaths.checkIn.pattern,
    {
      schema: {
        ...admin,
        summary:
          'Check someone in by the QR code (code) or the RSVP id (rsvp): 200, already true with the first time on a second check-in',
        params: managedParamsSchema,
        body: checkInBodySchema,
        response: { 200: checkInResponseSchema },
      },
      onRequest: app.requireUser,
      preValidation: managed.guard,
    },
    async (request) =>
      checkIn(app.db, currentUser(request), managed.loaded(request), request.body, app.clock(), request.language),
  );

  await withUploads(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      eventPaths.cover.pattern,
      {
        schema: {
          ...admin,
          summary: `Replace the event's cover (its admins; multipart, field "${EVENT_COVER_FIELD}": JPEG, PNG, WebP or GIF up to 5 MB)`,
          consumes: ['multipart/form-data'],
          params: managedParamsSchema,
          response: { 200: eventSchema },
        },
        onRequest: app.requireUser,
        preValidation: managed.guard,
      },
      async (request) => {
        const event = managed.loaded(request);
        const image = await readUploadedFile(request, EVENT_COVER_FIELD, 'Choose an image file to upload.');
        const stored = await storeUpload(EVENT_COVER_FIELD, () => app.mediaStore.storeImage(image, 'covers'));
        let changed: { previous: string | null } | null;
        try {
          changed = await service.setEventCover(app.db, event.id, stored.url);
        } catch (error) {
          await app.mediaStore.remove(stored.url);
          throw error;
        }
        if (!changed) {
          await app.mediaStore.remove(stored.url);
          throw eventNotFound();
        }
        await app.mediaStore.remove(changed.previous);
        return service.getEvent(app.db, currentUser(request), event.id);
      },
    );
  });
}
