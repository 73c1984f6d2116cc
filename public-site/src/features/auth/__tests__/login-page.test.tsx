import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { recordNavigations, renderWithProviders, screen } from '@alumni/shared/testing';
import { AxiosError, type AxiosResponse } from 'axios';
import { App } from '../../../app/App';

const visited = recordNavigations();

beforeEach(() => localStorage.clear());

const answer = (status: number, data: unknown) =>
  new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data,
  } as AxiosResponse);

/** The login page with its form, which loads once the page has painted. */
async function renderLogin(from?: string) {
  const rendered = renderWithProviders(<App />, { route: { pathname: '/login', state: from ? { from } : null } });
  await screen.findByRole('button', { name: 'Login' });
  return rendered;
}

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderLogin>>['user']) {
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login page', () => {
  it('shows the welcome banner, a disabled Google button and the sign-up link', async () => {
    await renderLogin();
    expect(await screen.findByText('Login to continue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Log In with Google/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: "Don't have an account? Sign Up" })).toHaveAttribute('href', '/signup');
    expect(document.title).toBe('Login | Alumni Connect');
  });

  it('says why when a session the server ended sent the visitor here, and only then', async () => {
    renderWithProviders(<App />, { route: { pathname: '/login', search: '?session=ended' } });
    expect(await screen.findByText('Your session has ended.')).toBeInTheDocument();
    expect(screen.getByText(/Please log in again\./)).toBeInTheDocument();
  });

  it('shows no session notice on a plain visit', async () => {
    await renderLogin();
    expect(screen.queryByText('Your session has ended.')).not.toBeInTheDocument();
  });

  it('masks the password until Show Password is ticked', async () => {
    const { user } = await renderLogin();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Show Password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
  });

  it('requires a valid email and a password before calling the server', async () => {
    const post = jest.spyOn(api, 'post');
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('stores the token and goes to the remembered page', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 200, data: { access: 'jwt-1' } });
    const { user } = await renderLogin('/associations/3/memberships/4');
    await fillAndSubmit(user);
    expect(post).toHaveBeenCalledWith('/auth/login/', { email: 'ada@example.com', password: 'correct horse' });
    expect(localStorage.getItem('accessToken')).toBe('jwt-1');
    expect(visited).toEqual(['/associations/3/memberships/4']);
  });

  it('goes to /associations without a remembered page', async () => {
    jest.spyOn(api, 'post').mockResolvedValue({ status: 200, data: { access: 'jwt-1' } });
    const { user } = await renderLogin();
    await fillAndSubmit(user);
    expect(visited).toEqual(['/associations']);
  });

  it.each([
    [
      'the server message',
      answer(401, { message: 'Wrong email or password', code: 'BAD_CREDENTIALS' }),
      'Wrong email or password',
    ],
    ['error.message', answer(400, { error: { message: 'Account disabled' } }), 'Account disabled'],
    ['the first field error', answer(400, { email: ['Enter a valid email address'] }), 'Enter a valid email address'],
    ['the unknown-error text', answer(500, {}), 'An unknown error occurred.'],
    ['the network text', new AxiosError('Network Error', 'ERR_NETWORK'), 'Network error. Please try again later.'],
  ])('shows %s in an Error dialog when login fails', async (_case, failure, message) => {
    jest.spyOn(api, 'post').mockRejectedValue(failure);
    const { user } = await renderLogin();
    await fillAndSubmit(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent(message);
    expect(visited).toEqual([]);
  });
});
