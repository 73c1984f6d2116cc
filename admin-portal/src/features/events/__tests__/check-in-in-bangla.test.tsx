import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api, fillText } from '@alumni/shared';
import type { CheckInResponse } from '@alumni/shared/contracts';
import { screen } from '@alumni/shared/testing';
import { bn, renderAdminInBanglaAt } from '../../../i18n/admin-events-testing';
import { httpError, ok, signInAdmin } from '../../../test-utils';
import { makeAttendee, makeEvent } from './fixtures';

jest.setTimeout(30_000);
beforeEach(signInAdmin);

const answer = (already: boolean): CheckInResponse => ({
  already,
  checked_in_at: '2026-12-20T12:45:00.000Z',
  message: 'চেক-ইন হয়েছে',
  attendee: makeAttendee(1, { checked_in_at: '2026-12-20T12:45:00.000Z' }),
});

describe('check-in at the door, in Bangla', () => {
  it('checks a code in and says so in Bangla with the time in Bangla digits; a code of no one is refused', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (url) =>
      String(url).endsWith('attendees/')
        ? ok({
            count: 3,
            results: [makeAttendee(1, { checked_in_at: '2026-12-20T12:45:00.000Z' })],
            going_count: 3,
            waiting_count: 0,
            checked_in_count: 1,
          })
        : ok(makeEvent(5, { status: 'published' })),
    );
    jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce(ok(answer(false)))
      .mockResolvedValueOnce(ok(answer(true)))
      .mockRejectedValueOnce(httpError(404, { message: 'পাওয়া যায়নি', code: 'NOT_FOUND' }));
    const { user } = await renderAdminInBanglaAt('/admin/dashboard/associations/7/events/5/check-in');
    expect(await screen.findByRole('heading', { level: 1, name: bn['events.common.checkIn'] })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: bn['checkIn.byName'] })).toBeInTheDocument();
    // The person already in shows the Dhaka time in Bangla digits; two more going are left to a search.
    expect(await screen.findByText(fillText(bn['checkIn.inAt'], { time: 'সন্ধ্যা ৬:৪৫' }))).toBeInTheDocument();
    expect(screen.getByText(fillText(bn['checkIn.more'], { count: '২' }))).toBeInTheDocument();

    const code = screen.getByRole('textbox', { name: bn['checkIn.ticketCode'] });
    const submit = screen.getByRole('button', { name: bn['checkIn.submit'] });
    await user.type(code, 'EVT-abc123');
    await user.click(submit);
    expect(await screen.findByText(fillText(bn['checkIn.done'], { name: 'Rahim Uddin 1' }))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('rahim1@example.com · সন্ধ্যা ৬:৪৫');

    await user.type(code, 'EVT-abc123');
    await user.click(submit);
    expect(await screen.findByText(fillText(bn['checkIn.already'], { time: 'সন্ধ্যা ৬:৪৫' }))).toBeInTheDocument();

    await user.type(code, 'nope');
    await user.click(submit);
    expect(await screen.findByText(bn['checkIn.notATicket'])).toBeInTheDocument();
    expect(screen.getByText(bn['checkIn.notATicketText'])).toBeInTheDocument();
  });
});
