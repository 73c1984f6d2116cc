import { api, useSession } from '@alumni/shared';
import { userPaths } from '@alumni/shared/contracts';

/**
 * Reloads the signed-in user so the top bar and Your Associations show a changed association
 * name or logo. Unlike `useSession.getState().loadUser()` it does not flip the session to
 * "loading", which would make the guard unmount the dashboard behind the result dialog.
 */
export async function refreshSessionUser(): Promise<void> {
  try {
    const { data } = await api.get(userPaths.me());
    useSession.getState().setUser(data);
  } catch {
    // The change itself was saved; a stale name in the top bar is corrected on the next page load.
  }
}
