import { api, useSession } from '@alumni/shared';
import { userPaths, type User } from '@alumni/shared/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

const CURRENT_USER_KEY = ['auth', 'user'] as const;

/** GET /auth/user/, kept in step with the shared session (the nav avatar and greeting read it). */
async function fetchCurrentUser(): Promise<User> {
  const { data } = await api.get<User>(userPaths.me());
  useSession.getState().setUser(data);
  return data;
}

export const useCurrentUser = () => useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });

/**
 * After a change to the profile: put a user the API answered with in the cache and the session, or
 * fetch it again. Never `loadUser()`: its loading flag would make the guard unmount the page.
 */
export function useSyncUser() {
  const queryClient = useQueryClient();
  return useCallback(
    async (user?: User) => {
      if (user?.email) {
        useSession.getState().setUser(user);
        queryClient.setQueryData(CURRENT_USER_KEY, user);
        return;
      }
      await queryClient.fetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, staleTime: 0 });
    },
    [queryClient],
  );
}
