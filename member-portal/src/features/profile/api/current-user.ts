import { api, useSession } from '@alumni/shared';
import { userPaths, type User } from '@alumni/shared/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { profileKeys } from './profile-keys';

/** GET /auth/user/, kept in step with the shared session (the nav avatar and greeting read it). */
async function fetchCurrentUser() {
  const { data } = await api.get(userPaths.me());
  useSession.getState().setUser(data);
  return data;
}

export const useCurrentUser = () => useQuery({ queryKey: profileKeys.user, queryFn: fetchCurrentUser });

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
        queryClient.setQueryData(profileKeys.user, user);
        return;
      }
      await queryClient.fetchQuery({ queryKey: profileKeys.user, queryFn: fetchCurrentUser, staleTime: 0 });
    },
    [queryClient],
  );
}
