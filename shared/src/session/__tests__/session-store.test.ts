import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../../api/client';
import { ProfileSetupError, SESSION_ENDED_PATH, useSession } from '../session-store';
import { makeUser } from '../../testing/users';
import { recordNavigations } from '../../testing/navigations';

const ok = <T>(data: T, status = 200) => Promise.resolve({ data, status } as AxiosResponse<T>);
const visited = recordNavigations();

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ user: null, isLoading: true, isAuthenticated: false, isAdmin: false, isSuperAdmin: false });
});

describe('loadUser', () => {
  it('derives the roles from the user', async () => {
    localStorage.setItem('accessToken', 'jwt-0');
    jest.spyOn(api, 'get').mockReturnValue(
      ok(
        makeUser({
          is_superuser: true,
          association_admins: [{ designation: 'President', alumni_association: { id: 3, name: 'A', logo: null } }],
        }),
      ),
    );
    await useSession.getState().loadUser();
    const state = useSession.getState();
    expect(state).toMatchObject({ isLoading: false, isAuthenticated: true, isAdmin: true, isSuperAdmin: true });
    expect(api.get).toHaveBeenCalledWith('/auth/user/');
  });

  it('treats a failed fetch as signed out', async () => {
    localStorage.setItem('accessToken', 'expired');
    jest.spyOn(api, 'get').mockRejectedValue(new Error('401'));
    await useSession.getState().loadUser();
    expect(useSession.getState()).toMatchObject({
      user: null,
      isLoading: false,
      isAuthenticated: false,
      isAdmin: false,
    });
  });

  it('asks nothing of the server for a visitor with neither a token nor a session cookie', async () => {
    const get = jest.spyOn(api, 'get');
    await useSession.getState().loadUser();
    expect(get).not.toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({ user: null, isLoading: false, isAuthenticated: false });
  });

  it('still tries to restore a session from the refresh cookie when only the XSRF cookie is left', async () => {
    document.cookie = 'XSRF-TOKEN=abc.sig; path=/';
    jest.spyOn(api, 'get').mockReturnValue(ok(makeUser({})));
    await useSession.getState().loadUser();
    expect(api.get).toHaveBeenCalledWith('/auth/user/');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
});

describe('login', () => {
  it('stores the access token and loads the remembered origin', async () => {
    const post = jest.spyOn(api, 'post').mockReturnValue(ok({ access: 'jwt-1' }));
    await useSession
      .getState()
      .login({ email: 'ada@example.com', password: 'secret' }, { from: '/user/dashboard/memberships?page=2' });
    expect(post).toHaveBeenCalledWith('/auth/login/', { email: 'ada@example.com', password: 'secret' });
    expect(localStorage.getItem('accessToken')).toBe('jwt-1');
    expect(visited).toEqual(['/user/dashboard/memberships?page=2']);
  });

  it('lands on /associations without an origin, and never on another site', async () => {
    jest.spyOn(api, 'post').mockReturnValue(ok({ access: 'jwt-1' }));
    await useSession.getState().login({ email: 'a@b.co', password: 'x' });
    await useSession.getState().login({ email: 'a@b.co', password: 'x' }, { from: '//evil.example/' });
    expect(visited).toEqual(['/associations', '/associations']);
  });

  it('passes a failure on without navigating', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new Error('Wrong email or password'));
    await expect(useSession.getState().login({ email: 'a@b.co', password: 'x' })).rejects.toThrow(
      'Wrong email or password',
    );
    expect(visited).toEqual([]);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});

describe('register', () => {
  const form = {
    email: 'ada@example.com',
    password1: 'long-enough',
    password2: 'long-enough',
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone_number: '01712345678',
  };

  it('registers, stores the token, then patches the name and phone', async () => {
    const post = jest.spyOn(api, 'post').mockReturnValue(ok({ access: 'jwt-2' }));
    const patch = jest.spyOn(api, 'patch').mockReturnValue(ok(makeUser()));
    await useSession.getState().register(form);
    expect(post).toHaveBeenCalledWith('/auth/registration/', {
      email: form.email,
      password1: form.password1,
      password2: form.password2,
    });
    expect(patch).toHaveBeenCalledWith('/auth/user/', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone_number: '01712345678',
    });
    expect(localStorage.getItem('accessToken')).toBe('jwt-2');
    expect(useSession.getState().isAuthenticated).toBe(true);
  });

  it('tells a failed profile patch apart from a failed registration', async () => {
    jest.spyOn(api, 'post').mockReturnValue(ok({ access: 'jwt-2' }));
    jest.spyOn(api, 'patch').mockRejectedValue(new Error('phone taken'));
    await expect(useSession.getState().register(form)).rejects.toBeInstanceOf(ProfileSetupError);
  });
});

describe('logout', () => {
  it('clears the token and loads / after a successful call', async () => {
    localStorage.setItem('accessToken', 'jwt');
    jest.spyOn(api, 'post').mockReturnValue(ok({ message: 'Logged out' }));
    await useSession.getState().logout();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(visited).toEqual(['/']);
  });

  it('only logs a failure', async () => {
    localStorage.setItem('accessToken', 'jwt');
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(api, 'post').mockRejectedValue(new Error('500'));
    await useSession.getState().logout();
    expect(localStorage.getItem('accessToken')).toBe('jwt');
    expect(visited).toEqual([]);
    expect(log).toHaveBeenCalled();
  });
});

describe('a session the server ended', () => {
  const refuseEverything = (config: InternalAxiosRequestConfig) => {
    const response = { status: 401, statusText: '', headers: {}, config, data: { code: 'TOKEN_REVOKED' } };
    return Promise.reject(new AxiosError('401', AxiosError.ERR_BAD_REQUEST, config, null, response));
  };
  beforeEach(() => {
    api.useAdapter(refuseEverything);
  });
  afterEach(() => {
    api.useAdapter(undefined);
  });

  it('signs a signed-in visitor out and sends them to the login page, which says why', async () => {
    localStorage.setItem('accessToken', 'revoked-jwt');
    useSession.getState().setUser(makeUser());
    useSession.setState({ isLoading: false });

    await expect(api.get('/auth/user/transactions/memberships/')).rejects.toMatchObject({ response: { status: 401 } });

    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(useSession.getState()).toMatchObject({ user: null, isAuthenticated: false, isLoading: false });
    expect(visited).toEqual([SESSION_ENDED_PATH]);
  });

  it('only signs out a visitor whose stale token is found at start-up', async () => {
    localStorage.setItem('accessToken', 'revoked-jwt');
    expect(await useSession.getState().loadUser()).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(useSession.getState()).toMatchObject({ user: null, isLoading: false });
    expect(visited).toEqual([]);
  });
});
