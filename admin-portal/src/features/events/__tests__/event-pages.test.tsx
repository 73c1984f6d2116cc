import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { screen, waitFor, within, expectLinks } from '@alumni/shared/testing';
import { ok, renderAdminAt, signInAdmin } from '../../../test-utils';
import { makeAttendee, makeEvent } from './fixtures';

jest.setTimeout(30_000);
beforeEach(signInAdmin);

describe('Events list and event page', () => {
  it('lists the events with Dhaka start, status, going of capacity and waiting, and New event', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(
      ok({
        count: 2,
        results: [
          makeEvent(1, { status: 'published', going_count: 100, waiting_count: 3 }),
          makeEvent(2, { title: 'Online Talk', status: 'cancelled', capacity: null, going_count: 4 }),
        ],
      }),
    );
    renderAdminAt('/admin/dashboard/associations/7/events');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows[0]).toHaveTextContent('Winter Reunion');
    expect(rows[0]).toHaveTextContent('Sun, 20 Dec 2026, 6:30 PM (Asia/Dhaka)');
    expect(within(rows[0]).getByText('Published')).toBeInTheDocument();
    expect(within(rows[0]).getAllByText('100 / 100')).not.toHaveLength(0);
    expect(within(rows[0]).getAllByText('3')).not.toHaveLength(0);
    expect(within(rows[1]).getByText('Cancelled')).toBeInTheDocument();
    expectLinks([['View Online Talk', '/admin/dashboard/associations/7/events/2']], rows[1]);
    expectLinks([['New event', '/admin/dashboard/associations/7/events/add']]);
    expect(get).toHaveBeenCalledWith('/associations/7/events/', { params: { when: 'all', limit: 20, offset: 0 } });
  });

  it('publishes a draft after the confirmation, keeps line breaks, and deletes a draft', async () => {
    let event = makeEvent(5);
    jest.spyOn(api, 'get').mockImplementation(async () => ok(event));
    const patch = jest.spyOn(api, 'patch').mockImplementation(async () => {
      event = makeEvent(5, { status: 'published' });
      return ok(event);
    });
    const del = jest.spyOn(api, 'delete').mockResolvedValue({ data: '', status: 204, headers: {} });
    const { user } = renderAdminAt('/admin/dashboard/associations/7/events/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Reunion' })).toBeInTheDocument();
    expect(screen.getByText(/Dinner and music\.\s+Bring your family\./)).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Event published successfully.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/associations/7/events/5/', { status: 'published' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Cancel event' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expectLinks([['Check-in', '/admin/dashboard/associations/7/events/5/check-in']]);
    expect(del).not.toHaveBeenCalled();
  });

  it('deletes a draft after the confirmation and goes back to the list', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok(makeEvent(5)));
    const del = jest.spyOn(api, 'delete').mockResolvedValue({ data: '', status: 204, headers: {} });
    const { user } = renderAdminAt('/admin/dashboard/associations/7/events/5');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Event deleted successfully.')).toBeInTheDocument();
    expect(del).toHaveBeenCalledWith('/associations/7/events/5/');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/events$/));
  });

  it('cancels only after a confirmation that says who is e-mailed and that paid tickets are refunded', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok(makeEvent(5, { status: 'published' })));
    const patch = jest.spyOn(api, 'patch').mockResolvedValue(ok(makeEvent(5, { status: 'cancelled' })));
    const { user } = renderAdminAt('/admin/dashboard/associations/7/events/5');
    await user.click(await screen.findByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Everyone going or waiting is e-mailed');
    expect(dialog).toHaveTextContent('paid tickets are refunded');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(patch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/^Event cancelled\./)).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/associations/7/events/5/', { status: 'cancelled' });
  });
});

describe('Attendees', () => {
  it('shows going with check-in times, the waiting list in order, searches by name and exports CSV', async () => {
    const get = jest.spyOn(api, 'get').mockImplementation(async (url, config) => {
      const path = String(url);
      if (path.endsWith('export.csv')) {
        return {
          data: new Blob(['name\n']),
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="event-5-attendees.csv"' },
        };
      }
      if (path.endsWith('attendees/')) {
        const waiting = (config?.params as { status: string }).status === 'waiting';
        const results = waiting
          ? [
              makeAttendee(3, { status: 'waiting', waiting_position: 1 }),
              makeAttendee(4, { status: 'waiting', waiting_position: 2 }),
            ]
          : [makeAttendee(1, { checked_in_at: '2026-12-20T12:45:00.000Z' }), makeAttendee(2)];
        return ok({ count: 2, results, going_count: 2, waiting_count: 2, checked_in_count: 1 });
      }
      return ok(makeEvent(5, { status: 'published' }));
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderAdminAt('/admin/dashboard/associations/7/events/5/attendees');

    const first = (await screen.findByText('Rahim Uddin 1')).closest('tr')!;
    expect(first).toHaveTextContent('Yes, Sun, 20 Dec 2026, 6:45 PM (Asia/Dhaka)');
    expect(screen.getByText('Rahim Uddin 2').closest('tr')).toHaveTextContent('Not yet');
    expect(screen.getByText('1 of 2 going checked in.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Waiting (2)' }));
    const waiting = (await screen.findByText('Rahim Uddin 4')).closest('tr')!;
    expect(within(waiting).getByText('2')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Name or e-mail' }), 'rahim');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/associations/7/events/5/attendees/', {
        params: { status: 'waiting', q: 'rahim', limit: 50, offset: 0 },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(get).toHaveBeenCalledWith('/associations/7/events/5/attendees/export.csv', {
      params: { q: 'rahim' },
      responseType: 'blob',
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('event-5-attendees.csv');
  });
});
