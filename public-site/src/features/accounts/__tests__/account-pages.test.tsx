import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api, useSession } from '@alumni/shared';
import { PASSWORD_RESET_SENT_MESSAGE } from '@alumni/shared/contracts';
import { makeUser, renderWithProviders, screen } from '@alumni/shared/testing';
import { AxiosError, type AxiosResponse } from 'axios';
import { App } from '../../../app/App';

jest.setTimeout(20_000);

const ok = <T,>(data: T) => ({ data, status: 200 }) as AxiosResponse<T>;
const answer = (status: number, data: unknown) =>
  new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data,
  } as AxiosResponse);

const renderAt = (pathname: string, search = '') => renderWithProviders(<App />, { route: { pathname, search } });

beforeEach(() => {
  localStorage.clear();
  useSession.getState().setUser(null);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('Login page', () => {
  it('links to "Forgot password?"', async () => {
    renderAt('/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('Forgot password', () => {
  it('checks the address, sends it and shows the same answer for every address', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ message: PASSWORD_RESET_SENT_MESSAGE }));
    const { user } = renderAt('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(PASSWORD_RESET_SENT_MESSAGE)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/auth/password/reset/', { email: 'ada@example.com' });
    expect(screen.queryByRole('button', { name: 'Send me a link' })).not.toBeInTheDocument();
  });

  it('shows the limit message when the address was sent too many links', async () => {
    const message = 'We have already sent several links to this address. Please check your mail.';
    jest.spyOn(api, 'post').mockRejectedValue(answer(429, { message, code: 'RATE_LIMITED' }));
    const { user } = renderAt('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('Reset password', () => {
  it('sets the new password with the token from the link, then leads to the login', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ message: 'Your password has been set.' }));
    const { user } = renderAt('/reset-password', '?token=abc_DEF-123');
    await user.type(await screen.findByLabelText(/^New Password/), 'N3w-Passw0rd');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'N3w-Passw0rx');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password does not match')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'N3w-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been set.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/auth/password/reset/confirm/', {
      token: 'abc_DEF-123',
      new_password1: 'N3w-Passw0rd',
      new_password2: 'N3w-Passw0rd',
    });
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('says why a used or expired link does not work, and offers a new one', async () => {
    const message = 'This password reset link has expired (links work for one hour).';
    jest.spyOn(api, 'post').mockRejectedValue(answer(400, { message, code: 'RESET_TOKEN_EXPIRED', token: [message] }));
    const { user } = renderAt('/reset-password', '?token=abc');
    await user.type(await screen.findByLabelText(/^New Password/), 'N3w-Passw0rd');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'N3w-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('explains that the page needs the mailed link', async () => {
    renderAt('/reset-password');
    expect(await screen.findByText(/needs the link from the e-mail/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
  });
});

describe('Verify e-mail', () => {
  it('confirms the address on load, once, and leads on', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue(ok({ message: 'Thank you: your e-mail address is confirmed.' }));
    renderAt('/verify-email', '?key=KEY_1');
    expect(await screen.findByText('Thank you: your e-mail address is confirmed.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/auth/registration/verify-email/', { key: 'KEY_1' });
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('refreshes a signed-in user so the reminder goes away, and leads to the dashboard', async () => {
    useSession.getState().setUser(makeUser({ email_verified: false }));
    jest.spyOn(api, 'post').mockResolvedValue(ok({ message: 'Thank you: your e-mail address is confirmed.' }));
    jest.spyOn(api, 'get').mockResolvedValue(ok(makeUser({ email_verified: true })));
    renderAt('/verify-email', '?key=KEY_2');
    expect(await screen.findByText('Thank you: your e-mail address is confirmed.')).toBeInTheDocument();
    expect(useSession.getState().user?.email_verified).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/user/dashboard/home');
  });

  it('shows why a link fails', async () => {
    jest
      .spyOn(api, 'post')
      .mockRejectedValue(
        answer(400, { message: 'This confirmation link was already used.', code: 'VERIFICATION_KEY_USED' }),
      );
    renderAt('/verify-email', '?key=KEY_3');
    expect(await screen.findByText('This confirmation link was already used.')).toBeInTheDocument();
  });
});
