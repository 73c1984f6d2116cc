import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { recordNavigations, renderWithProviders, screen, waitFor } from '@alumni/shared/testing';
import { AxiosError, type AxiosResponse } from 'axios';
import { App } from '../../../app/App';

const visited = recordNavigations();

beforeEach(() => localStorage.clear());

const renderSignUp = (from?: string) =>
  renderWithProviders(<App />, { route: { pathname: '/signup', state: from ? { from } : null } });

type Visitor = ReturnType<typeof renderSignUp>['user'];

async function fill(user: Visitor, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'First Name': 'Ada',
    'Last Name': 'Lovelace',
    'Phone Number': '01712345678',
    Email: 'ada@example.com',
    Password: 'analytical-engine',
    'Confirm Password': 'analytical-engine',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

const submit = (user: Visitor) => user.click(screen.getByRole('button', { name: 'SIGN UP' }));

describe('Sign-up page', () => {
  it('asks for every field, each password with its own Show Password', async () => {
    renderSignUp();
    expect(await screen.findByRole('heading', { name: 'Create new account' })).toBeInTheDocument();
    for (const label of ['First Name', 'Last Name', 'Phone Number', 'Email', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    expect(screen.getAllByText('Used as the name on your certificate')).toHaveLength(2);
    expect(screen.getAllByRole('checkbox', { name: 'Show Password' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Already have an account?' })).toHaveAttribute('href', '/login');
  });

  it('blocks the submit with "Passwords do not match" under the confirm field', async () => {
    const post = jest.spyOn(api, 'post');
    const { user } = renderSignUp();
    await fill(user, { 'Confirm Password': 'something-else' });
    await submit(user);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('registers, saves name and phone, confirms, then loads the remembered page', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { access: 'jwt-9' } });
    const patch = jest.spyOn(api, 'patch').mockResolvedValue({ status: 200, data: {} });
    const { user } = renderSignUp('/associations/3/memberships/4');
    await fill(user);
    await submit(user);

    const done = await screen.findByRole('dialog');
    expect(done).toHaveTextContent('Account registered successfully');
    expect(post).toHaveBeenCalledWith('/auth/registration/', {
      email: 'ada@example.com',
      password1: 'analytical-engine',
      password2: 'analytical-engine',
    });
    expect(patch).toHaveBeenCalledWith('/auth/user/', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone_number: '01712345678',
    });
    expect(localStorage.getItem('accessToken')).toBe('jwt-9');
    expect(visited).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(visited).toEqual(['/associations/3/memberships/4']));
  });

  it('goes to / after sign-up without a remembered page', async () => {
    jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { access: 'jwt-9' } });
    jest.spyOn(api, 'patch').mockResolvedValue({ status: 200, data: {} });
    const { user } = renderSignUp();
    await fill(user);
    await submit(user);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(visited).toEqual(['/']));
  });

  it('shows the server message and marks the field when the server refuses', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(
      new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 409,
        data: {
          message: 'An account with this email already exists',
          code: 'EMAIL_TAKEN',
          email: ['An account with this email already exists'],
        },
      } as AxiosResponse),
    );
    const { user } = renderSignUp();
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
      'An account with this email already exists',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(visited).toEqual([]);
  });

  it('says "Network error. Please try again later." when the server cannot be reached', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    const { user } = renderSignUp();
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
      'Network error. Please try again later.',
    );
  });

  it('reports a failed profile save after the account was created, then continues', async () => {
    jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { access: 'jwt-9' } });
    jest.spyOn(api, 'patch').mockRejectedValue(
      new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 400,
        data: { message: 'The phone number needs to be 11 characters long', code: 'VALIDATION_ERROR' },
      } as AxiosResponse),
    );
    const { user } = renderSignUp();
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
      'The phone number needs to be 11 characters long',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(visited).toEqual(['/']));
  });
});
