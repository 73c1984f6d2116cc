import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import type { CheckInResponse } from '@alumni/shared/contracts';
import { screen } from '@alumni/shared/testing';
import { httpError, ok, renderAdminAt, signInAdmin } from '../../../test-utils';
import { makeAttendee, makeEvent } from './fixtures';

jest.setTimeout(30_000);
beforeEach(signInAdmin);

const PATH = '/admin/dashboard/associations/7/events/5/check-in';

const answer = (already: boolean): CheckInResponse => ({
  already,
  checked_in_at: '2026-12-20T12:45:00.000Z',
  message: already ? 'Already checked in' : 'Checked in',
  attendee: makeAttendee(1, { checked_in_at: '2026-12-20T12:45:00.000Z' }),
});

const serveEvent = () =>
  jest
    .spyOn(api, 'get')
    .mockImplementation(async (url) =>
      String(url).endsWith('attendees/')
        ? ok({ count: 1, results: [makeAttendee(1)], going_count: 1, waiting_count: 0, checked_in_count: 0 })
        : ok(makeEvent(5, { status: 'published' })),
    );

async function typeCode(user: ReturnType<typeof renderAdminAt>['user'], code: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Ticket code' }), code);
  await user.click(screen.getByRole('button', { name: 'Check in' }));
}

describe('Check-in at the door', () => {
  it('checks a typed code in, and a second scan of it says already checked in at the first time', async () => {
    serveEvent();
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce(ok(answer(false)))
      .mockResolvedValueOnce(ok(answer(true)));
    const { user } = renderAdminAt(PATH);

    await typeCode(user, '  EVT-abc123 ');
    const status = screen.getByRole('status');
    expect(await screen.findByText('Checked in: Rahim Uddin 1')).toBeInTheDocument();
    expect(status).toHaveTextContent('rahim1@example.com · 6:45 PM');
    expect(post).toHaveBeenCalledWith('/associations/7/events/5/check-in/', { code: 'EVT-abc123' });
    expect(screen.getByRole('textbox', { name: 'Ticket code' })).toHaveValue('');

    await typeCode(user, 'EVT-abc123');
    expect(await screen.findByText('Already checked in at 6:45 PM')).toBeInTheDocument();
    expect(status).toHaveTextContent('Rahim Uddin 1');
  });

  it('says a code of no one going is not a ticket here, and why someone cannot be checked in', async () => {
    serveEvent();
    jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(httpError(404, { message: 'Not found', code: 'NOT_FOUND' }))
      .mockRejectedValueOnce(
        httpError(409, { message: 'Rahim Uddin is on the waiting list, not going.', code: 'NOT_GOING' }),
      );
    const { user } = renderAdminAt(PATH);
    await typeCode(user, 'nope');
    expect(await screen.findByText('Not a ticket for this event')).toBeInTheDocument();
    await typeCode(user, 'waiting-code');
    expect(await screen.findByText('Cannot check in')).toBeInTheDocument();
    expect(screen.getByText('Rahim Uddin is on the waiting list, not going.')).toBeInTheDocument();
  });

  it('checks a person in by tapping their name', async () => {
    serveEvent();
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok(answer(false)));
    const { user } = renderAdminAt(PATH);
    await user.click(await screen.findByRole('button', { name: /^Check in Rahim Uddin 1/ }));
    expect(await screen.findByText('Checked in: Rahim Uddin 1')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/associations/7/events/5/check-in/', { rsvp: 1 });
  });
});

describe('the QR scanner', () => {
  it("reads codes with the browser's BarcodeDetector from the back camera and checks them in", async () => {
    serveEvent();
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok(answer(false)));
    const stop = jest.fn();
    const getUserMedia = jest.fn(async (_constraints: MediaStreamConstraints) => ({ getTracks: () => [{ stop }] }));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    class FakeDetector {
      static getSupportedFormats = async () => ['qr_code', 'ean_13'];
      detect = async () => [{ rawValue: 'EVT-from-camera' }];
    }
    Object.assign(globalThis, { BarcodeDetector: FakeDetector });
    try {
      const { user, unmount } = renderAdminAt(PATH);
      await user.click(await screen.findByRole('button', { name: 'Scan QR code' }));
      expect(await screen.findByText('Checked in: Rahim Uddin 1')).toBeInTheDocument();
      expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
      expect(post).toHaveBeenCalledWith('/associations/7/events/5/check-in/', { code: 'EVT-from-camera' });
      // The same code still in view is not sent again at once.
      expect(post).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'Stop camera' }));
      expect(stop).toHaveBeenCalled();
      unmount();
    } finally {
      delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
      Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    }
  });
});
