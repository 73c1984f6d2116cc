import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { api, useSession } from '@alumni/shared';
import { makeUser, renderWithProviders, screen, signIn } from '@alumni/shared/testing';
import { AxiosError, type AxiosResponse } from 'axios';
import { VerifyEmailBanner } from '..';

const ok = <T,>(data: T) => ({ data, status: 200 }) as AxiosResponse<T>;

afterEach(() => {
  jest.restoreAllMocks();
  useSession.getState().setUser(null);
});

describe('VerifyEmailBanner', () => {
  it('asks an unconfirmed user to confirm, sends the link again and shows the answer', async () => {
    signIn(makeUser({ email: 'new@example.com', email_verified: false }));
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue(ok({ message: 'We sent a new link to new@example.com. It works for three days.' }));
    const { user } = renderWithProviders(<VerifyEmailBanner />, { route: '/user/dashboard/home' });
    expect(screen.getByText(/Confirm your e-mail address: we sent a link to/)).toBeInTheDocument();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText('We sent a new link to new@example.com. It works for three days.'),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/auth/registration/resend-email/');
  });

  it('shows the limit when the links were sent too often', async () => {
    signIn(makeUser({ email_verified: false }));
    const message = 'We have sent you several links in the last hour. Please wait 42 minutes and try again.';
    jest.spyOn(api, 'post').mockRejectedValue(
      new AxiosError('429', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 429,
        data: { message, code: 'RATE_LIMITED' },
      } as AxiosResponse),
    );
    const { user } = renderWithProviders(<VerifyEmailBanner />, { route: '/' });
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('stays away for a confirmed user, a visitor, and on the confirmation page itself', () => {
    signIn(makeUser({ email_verified: true }));
    const { unmount } = renderWithProviders(<VerifyEmailBanner />, { route: '/' });
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    unmount();
    signIn(makeUser({ email_verified: false }));
    renderWithProviders(<VerifyEmailBanner />, { route: '/verify-email' });
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });
});
