import { create } from 'zustand';
import { api, hasXsrfCookie, onSessionEnded } from '../api/client';
import { localTokenStorage } from '../api/token-storage';
import type { LoginBody, SignUpForm, User } from '../contracts';
// Zod-free path files, not the contracts' index: the session store is in the @alumni/shared singleton.
import { authPaths } from '../contracts/auth.paths';
import { userPaths } from '../contracts/users.paths';
import { navigateTo } from './navigation';
import { LANDING_AFTER_LOGIN, safeFrom } from './origin';
import { rolesOf, type SessionRoles } from './roles';

/** Registration worked (the account exists, the token is stored) but the profile patch after it failed. */
export class ProfileSetupError extends Error {
  constructor(cause: unknown) {
    super('The account was created but saving the name and phone number failed', { cause });
    this.name = 'ProfileSetupError';
  }
}

export type SessionState = SessionRoles & {
  user: User | null;
  isLoading: boolean;
  /** GET /auth/user/; any failure means signed out. */
  loadUser: () => Promise<User | null>;
  setUser: (user: User | null) => void;
  /** POST /auth/login/, store the token, then a full page load of `from` or /associations. Throws on failure. */
  login: (credentials: LoginBody, options?: { from?: string }) => Promise<void>;
  /** POST /auth/registration/, store the token, PATCH the profile. Throws; ProfileSetupError when only the patch failed. */
  register: (form: SignUpForm) => Promise<void>;
  /** POST /auth/logout/; on success clear the token and load /. Failures are only logged (spec section 7). */
  logout: () => Promise<void>;
  /** The server already ended the session (the account was deleted): forget the token here and load `to`. */
  endSession: (to: string) => void;
};

const signedOut = { user: null, ...rolesOf(null) };

export const useSession = create<SessionState>()((set) => ({
  ...signedOut,
  isLoading: true,

  setUser: (user) => set({ user, ...rolesOf(user) }),

  loadUser: async () => {
    // No access token and no XSRF cookie means no session the refresh call could restore (it needs
    // that cookie): skip the round trips that could only answer 401 and 403.
    if (!localTokenStorage.get() && !hasXsrfCookie()) {
      set({ ...signedOut, isLoading: false });
      return null;
    }
    set({ isLoading: true });
    try {
      const { data } = await api.get(userPaths.me());
      set({ user: data, ...rolesOf(data), isLoading: false });
      return data;
    } catch {
      set({ ...signedOut, isLoading: false });
      return null;
    }
  },

  login: async ({ email, password }, options = {}) => {
    const { data } = await api.post(authPaths.login(), { email, password });
    localTokenStorage.set(data.access);
    navigateTo(safeFrom(options.from) ?? LANDING_AFTER_LOGIN);
  },

  register: async ({ email, password1, password2, first_name, last_name, phone_number }) => {
    const { data } = await api.post(authPaths.registration(), { email, password1, password2 });
    localTokenStorage.set(data.access);
    try {
      const { data: user } = await api.patch(userPaths.me(), { first_name, last_name, phone_number });
      if (user?.email) set({ user, ...rolesOf(user) });
    } catch (error) {
      throw new ProfileSetupError(error);
    }
  },

  logout: async () => {
    try {
      const response = await api.post(authPaths.logout());
      if (response.status >= 200 && response.status < 300) {
        localTokenStorage.clear();
        navigateTo('/');
      }
    } catch (error) {
      console.error('Logout failed', error);
    }
  },

  endSession: (to) => {
    localTokenStorage.clear();
    set({ ...signedOut, isLoading: false });
    navigateTo(to);
  },
}));

/** Where a session that ended under the visitor's feet lands: the login page says why (`?session=ended`). */
export const SESSION_ENDED_PATH = '/login?session=ended';

// A signed-in visitor whose session the server ended (logout elsewhere, password change, account disabled):
// signed out here too, and sent to the login page once, not left on a page whose every request fails.
// A visitor not signed in in this tab (a stale token found at start-up) is only signed out.
onSessionEnded(() => {
  const wasSignedIn = useSession.getState().user !== null;
  useSession.setState({ ...signedOut, isLoading: false });
  if (wasSignedIn && typeof window !== 'undefined' && window.location.pathname !== '/login')
    navigateTo(SESSION_ENDED_PATH);
});
