import type { AlumniEvent, Attendee } from '@alumni/shared/contracts';

export const makeEvent = (id: number, over: Partial<AlumniEvent> = {}): AlumniEvent => ({
  id,
  association: { id: 7, name: 'Dhaka College Alumni' },
  title: 'Winter Reunion',
  description: 'Dinner and music.\nBring your family.',
  // 6:30 PM to 10:00 PM in Dhaka.
  starts_at: '2026-12-20T12:30:00.000Z',
  ends_at: '2026-12-20T16:00:00.000Z',
  venue: 'College Field, Dhaka',
  online_url: null,
  capacity: 100,
  members_only: false,
  fee: 0,
  status: 'draft',
  cover: null,
  going_count: 12,
  waiting_count: 0,
  places_left: 88,
  ics_url: `/api/v1/events/${id}/ics`,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  my_rsvp: null,
  can_manage: true,
  ...over,
});

export const makeAttendee = (id: number, over: Partial<Attendee> = {}): Attendee => ({
  id,
  user: {
    id: 100 + id,
    public_handle: `handle${id}`,
    first_name: 'Rahim',
    last_name: `Uddin ${id}`,
    email: `rahim${id}@example.com`,
  },
  status: 'going',
  waiting_position: null,
  payment: 'free',
  held_until: null,
  checked_in_at: null,
  created_at: '2026-11-02T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
  ...over,
});
