import { api } from '@alumni/shared';
import { certificatePaths, membershipPaths, type MessageResponse, type MembershipList } from '@alumni/shared/contracts';
import { useQuery } from '@tanstack/react-query';

const MEMBERSHIPS_KEY = ['auth', 'user', 'memberships'] as const;

export const useMemberships = () =>
  useQuery({
    queryKey: MEMBERSHIPS_KEY,
    queryFn: async () => (await api.get<MembershipList>(membershipPaths.mine())).data,
  });

/** The certificate is e-mailed; a 503 MAIL_QUEUED answer says it is queued and will follow. */
export async function requestCertificate(membershipId: number): Promise<MessageResponse> {
  const { data } = await api.get<MessageResponse>(certificatePaths.send(membershipId));
  return data;
}
