import { apiPath, type Call } from './api-path';
import type { MessageResponse } from './common';
import type {
  AttendeeList,
  CheckInBody,
  CheckInResponse,
  AlumniEvent,
  EventCreate,
  EventList,
  EventPatch,
  EventPay,
  RsvpBody,
  RsvpResponse,
} from './events';
import type { TransactionCreated } from './transactions';

/** `:id` is the event on /events/..., the association on /associations/...; `:eventId` the event there. */
export const eventPaths = {
  /** Public: published upcoming (or past) events of every association; `q`, `association`, `limit`, `offset`. */
  list: apiPath('/events/').calls<{ get: Call<EventList> }>(),
  /** Signed in: the events the caller is going to or waiting for (My Events), `when=upcoming|past`. */
  mine: apiPath('/events/mine/').calls<{ get: Call<EventList> }>(),
  /** Public (a draft only for its association's admins, else 404); `my_rsvp` when signed in. */
  one: apiPath('/events/:id/').calls<{ get: Call<AlumniEvent> }>(),
  /** text/calendar (RFC 5545) of one event. */
  ics: apiPath('/events/:id/ics').calls<{ get: Call<string> }>(),
  /** Signed in: answer going or not_going; the answer's `status` is going, waiting (full) or not_going. */
  rsvp: apiPath('/events/:id/rsvp/').calls<{ post: Call<RsvpResponse, RsvpBody> }>(),
  /** Signed in, going to a paid event: pay the fee (201 new charge, 200 the open online one again). */
  pay: apiPath('/events/:id/rsvp/pay/').calls<{ post: Call<TransactionCreated, EventPay> }>(),
  /** Anyone: published and cancelled events of the association; its admins also drafts. POST: its admins. */
  ofAssociation: apiPath('/associations/:id/events/').calls<{
    get: Call<EventList>;
    post: Call<AlumniEvent, EventCreate>;
  }>(),
  /** The association's admins. DELETE: 204 (deleted: no one ever answered) or 200 with a message (cancelled). */
  manage: apiPath('/associations/:id/events/:eventId/').calls<{
    get: Call<AlumniEvent>;
    patch: Call<AlumniEvent, EventPatch>;
    delete: Call<MessageResponse | null>;
  }>(),
  /** Multipart, the image in EVENT_COVER_FIELD; checked and re-encoded like association covers. */
  cover: apiPath('/associations/:id/events/:eventId/covers/').calls<{ post: Call<AlumniEvent, FormData> }>(),
  attendees: apiPath('/associations/:id/events/:eventId/attendees/').calls<{ get: Call<AttendeeList> }>(),
  /** CSV of the attendees (same safe writer as the members export); `q` and `status` as the list. */
  attendeesCsv: apiPath('/associations/:id/events/:eventId/attendees/export.csv').calls<{ get: Call<Blob> }>(),
  checkIn: apiPath('/associations/:id/events/:eventId/check-in/').calls<{
    post: Call<CheckInResponse, CheckInBody>;
  }>(),
};
