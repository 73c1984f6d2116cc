import type { AlumniEvent, MyRsvp } from '../contracts';

/** An answer to an event as the API gives it; pass only what a test is about. */
export const makeRsvp = (fields: Partial<MyRsvp> = {}): MyRsvp => ({
  id: 1,
  status: 'going',
  waiting_position: null,
  payment: 'free',
  held_until: null,
  check_in_code: null,
  checked_in_at: null,
  updated_at: '2030-01-01T00:00:00Z',
  ...fields,
});

/** A published event as the API gives it; pass only what a test is about. */
export const makeEvent = (fields: Partial<AlumniEvent> = {}): AlumniEvent => ({
  id: 7,
  association: { id: 3, name: 'Ideal School Alumni' },
  title: 'Grand Reunion',
  description: 'Doors open at 6.\nDinner at 8.',
  starts_at: '2030-02-14T12:30:00.000Z',
  ends_at: '2030-02-14T16:00:00.000Z',
  venue: 'Ideal School Auditorium\nMotijheel, Dhaka',
  online_url: null,
  capacity: 50,
  members_only: false,
  fee: 0,
  status: 'published',
  cover: null,
  going_count: 12,
  waiting_count: 0,
  places_left: 38,
  ics_url: '/api/v1/events/7/ics',
  created_at: '2029-12-01T00:00:00Z',
  updated_at: '2029-12-01T00:00:00Z',
  my_rsvp: null,
  can_manage: false,
  ...fields,
});
