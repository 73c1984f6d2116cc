import { beforeEach, describe, expect, it } from '@jest/globals';
import { useSession } from '@alumni/shared';
import type { AlumniEvent } from '@alumni/shared/contracts';
import { makeEvent, makeRsvp, screen, within, expectLinks } from '@alumni/shared/testing';
import { mockGet, renderAt } from '../../../testing/fixtures';

const rsvp = makeRsvp;
const event = (id: number, fields: Partial<AlumniEvent> = {}): AlumniEvent =>
  makeEvent({
    id,
    title: `Event ${id}`,
    description: '',
    venue: 'Auditorium',
    capacity: 10,
    going_count: 1,
    places_left: 9,
    ics_url: `/api/v1/events/${id}/ics`,
    my_rsvp: rsvp(),
    ...fields,
  });

beforeEach(() => useSession.getState().setUser(null));

describe('My Events', () => {
  it('lists the upcoming events with the answer, the waiting position and the ticket, each linked to its page', async () => {
    const get = mockGet({
      '/events/mine/': {
        count: 3,
        results: [
          event(1, { title: 'Reunion <b>2030</b>' }),
          event(2, { my_rsvp: rsvp({ status: 'waiting', waiting_position: 2 }) }),
          event(3, { fee: 500, my_rsvp: rsvp({ payment: 'unpaid' }) }),
        ],
      },
    });
    renderAt('/user/dashboard/events');
    const table = await screen.findByRole('table', { name: 'Your upcoming events' });
    expect(get).toHaveBeenCalledWith('/events/mine/', { params: { when: 'upcoming', limit: 20, offset: 0 } });
    const rows = within(table).getAllByRole('row').slice(1);
    expectLinks([['Reunion <b>2030</b>', '/events/1']], rows[0]);
    expect(within(rows[0]).getByText('Going')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Free')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Thu, 14 Feb 2030, 6:30 PM – 10:00 PM (Asia/Dhaka)')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Waiting list: number 2')).toBeInTheDocument();
    expect(within(rows[2]).getByText('৳ 500')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Not paid')).toBeInTheDocument();
  });

  it('shows past events on their tab, and says so when there are none', async () => {
    const get = mockGet({ '/events/mine/': { count: 0, results: [] } });
    const { user } = renderAt('/user/dashboard/events');
    expect(await screen.findByText(/You are not going to any upcoming event yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Past' }));
    expect(await screen.findByText('You have no past events.')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/events/mine/', { params: { when: 'past', limit: 20, offset: 0 } });
  });
});
