import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api, fillText } from '@alumni/shared';
import { formatEventRange, formatEventTime, formatMoney } from '@alumni/shared/format';
import { screen, waitFor, within } from '@alumni/shared/testing';
import { bn, renderAdminInBanglaAt } from '../../../i18n/admin-events-testing';
import { ok, signInAdmin } from '../../../test-utils';
import { makeAttendee, makeEvent } from './fixtures';

jest.setTimeout(30_000);
beforeEach(signInAdmin);

describe('events in Bangla', () => {
  it('lists the events with Bangla headers, statuses, Dhaka times and counts in Bangla digits', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(
      ok({
        count: 2,
        results: [
          makeEvent(1, { status: 'published', going_count: 100, waiting_count: 3 }),
          makeEvent(2, { title: 'Online Talk', status: 'draft', capacity: null, going_count: 4 }),
        ],
      }),
    );
    await renderAdminInBanglaAt('/admin/dashboard/associations/7/events');
    expect(await screen.findByRole('heading', { level: 1, name: bn['events.list.title'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bn['events.list.new'] })).toBeInTheDocument();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(screen.getByRole('columnheader', { name: bn['events.list.starts'] })).toBeInTheDocument();
    const start = formatEventTime('2026-12-20T12:30:00.000Z', 'bn');
    expect(start).toMatch(/২০.*২০২৬.*৬:৩০/);
    expect(rows[0]).toHaveTextContent(start);
    expect(within(rows[0]).getByText(bn['events.status.published'])).toBeInTheDocument();
    expect(within(rows[0]).getAllByText('১০০ / ১০০')).not.toHaveLength(0);
    expect(
      within(rows[0]).getByText(fillText(bn['events.list.goingWaiting'], { going: '১০০ / ১০০', waiting: '৩' })),
    ).toBeInTheDocument();
    expect(within(rows[1]).getByText(bn['events.status.draft'])).toBeInTheDocument();
    expect(
      within(rows[1]).getByRole('link', { name: fillText(bn['events.list.viewLabel'], { title: 'Online Talk' }) }),
    ).toHaveAttribute('href', '/admin/dashboard/associations/7/events/2');
    expect(screen.queryByText('Published')).toBeNull();
  });

  it('shows an event page with its facts, fee in Bangla digits and the admin buttons in Bangla', async () => {
    jest
      .spyOn(api, 'get')
      .mockResolvedValue(ok(makeEvent(5, { status: 'published', fee: 1500, members_only: true, waiting_count: 2 })));
    await renderAdminInBanglaAt('/admin/dashboard/associations/7/events/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Reunion' })).toBeInTheDocument();
    const range = formatEventRange('2026-12-20T12:30:00.000Z', '2026-12-20T16:00:00.000Z', 'bn');
    expect(screen.getAllByText(range)).not.toHaveLength(0);
    expect(screen.getByText(formatMoney(1500, { language: 'bn' }))).toHaveTextContent('৳ ১,৫০০');
    expect(screen.getByText(bn['events.who.members'])).toBeInTheDocument();
    expect(screen.getByText(bn['events.detail.publishedHint'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: bn['events.detail.cancelEvent'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bn['events.detail.attendees'] })).toHaveAttribute(
      'href',
      '/admin/dashboard/associations/7/events/5/attendees',
    );
    expect(screen.getByText(bn['events.detail.fee'])).toBeInTheDocument();
  });

  it('shows the going list in Bangla: counts, check-in time and search in Bangla', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (url) =>
      String(url).endsWith('attendees/')
        ? ok({
            count: 2,
            results: [makeAttendee(1, { checked_in_at: '2026-12-20T12:45:00.000Z' }), makeAttendee(2)],
            going_count: 2,
            waiting_count: 5,
            checked_in_count: 1,
          })
        : ok(makeEvent(5, { status: 'published' })),
    );
    await renderAdminInBanglaAt('/admin/dashboard/associations/7/events/5/attendees');
    const first = (await screen.findByText('Rahim Uddin 1')).closest('tr')!;
    expect(first).toHaveTextContent(
      fillText(bn['attendees.checkedInAt'], { time: formatEventTime('2026-12-20T12:45:00.000Z', 'bn') }),
    );
    expect(screen.getByText('Rahim Uddin 2').closest('tr')).toHaveTextContent(bn['attendees.notYet']);
    expect(screen.getByRole('button', { name: fillText(bn['attendees.waitingCount'], { count: '৫' }) })).toBeVisible();
    expect(screen.getByText(fillText(bn['attendees.checkedInCount'], { checkedIn: '১', going: '২' }))).toBeVisible();
    expect(screen.getByRole('searchbox', { name: bn['attendees.searchBox'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: bn['attendees.export'] })).toBeInTheDocument();
  });
});

describe('the event form in Bangla', () => {
  it('labels every field in Bangla, the zone beside the times, and saves a draft with the Bangla result', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok(makeEvent(9), 201));
    jest.spyOn(api, 'get').mockResolvedValue(ok(makeEvent(9)));
    const { user } = await renderAdminInBanglaAt('/admin/dashboard/associations/7/events/add');
    expect(await screen.findByRole('heading', { level: 1, name: bn['events.add.title'] })).toBeInTheDocument();
    expect(screen.getByText(bn['events.form.start'].trim()).parentElement).toHaveTextContent(
      `${bn['events.form.start']}${bn['events.common.zone']}`,
    );
    expect(screen.getByText(bn['events.cover.help'])).toHaveTextContent('৫ MB');
    expect(screen.getByText(bn['events.form.feeHelp'])).toBeInTheDocument();

    await user.type(screen.getByLabelText(new RegExp(`^${bn['events.form.title']}`)), 'শীতের পুনর্মিলনী');
    await user.type(screen.getByLabelText(new RegExp(`^${bn['events.form.start'].trim()}`)), '2026-12-20T18:30');
    await user.type(screen.getByLabelText(new RegExp(`^${bn['events.form.end'].trim()}`)), '2026-12-20T22:00');
    await user.type(screen.getByLabelText(new RegExp(`^${bn['events.form.venue']}`)), 'কলেজ মাঠ');
    await user.selectOptions(
      screen.getByLabelText(new RegExp(`^${bn['events.form.whoMayCome']}`)),
      bn['events.who.members'],
    );
    await user.click(screen.getByRole('button', { name: bn['events.add.submit'] }));
    await user.click(await screen.findByRole('button', { name: /^(Yes|হ্যাঁ)$/ }));
    expect(await screen.findByText(bn['events.add.success'])).toBeInTheDocument();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/associations/7/events/',
        expect.objectContaining({ title: 'শীতের পুনর্মিলনী', members_only: true }),
      ),
    );
  });
});
