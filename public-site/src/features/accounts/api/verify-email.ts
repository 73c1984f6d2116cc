import { api, useSession } from '@alumni/shared';
import { authPaths, userPaths, type MessageResponse } from '@alumni/shared/contracts';
import { useQuery } from '@tanstack/react-query';

const verifyEmailKeys = { link: (key: string) => ['verify-email', key] as const };

async function verifyEmail(key: string): Promise<MessageResponse> {
  const { data } = await api.post(authPaths.verifyEmail(), { key });
  // A signed-in visitor's session learns the news (the shell's banner goes away).
  if (useSession.getState().user) {
    const { data: user } = await api.get(userPaths.me());
    useSession.getState().setUser(user);
  }
  return data;
}

/**
 * Confirms the address once per key, on load. A query rather than a mutation so the page rendering
 * twice (React's strict mode, a remount) sends one request; the answer is kept, never refetched.
 */
export const useVerifyEmail = (key: string) =>
  useQuery({
    queryKey: verifyEmailKeys.link(key),
    queryFn: () => verifyEmail(key),
    enabled: key !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
