import { api } from '@alumni/shared';
import { userPaths, type PublicUser } from '@alumni/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

async function getPublicUser(id: string): Promise<PublicUser> {
  const { data } = await api.get<PublicUser>(userPaths.publicProfile(id));
  return data;
}

const publicUserQuery = (id: string) => queryOptions({ queryKey: ['users', id], queryFn: () => getPublicUser(id) });

export const usePublicUser = (id: string) => useQuery(publicUserQuery(id));
