import { api, type MessageResponse, type MembershipList } from '@alumni/shared';
import { useQuery } from '@tanstack/react-query';

export const MEMBERSHIPS_KEY = ['auth', 'user', 'memberships'] as const;

export const useMemberships = () =>
  useQuery({
    queryKey: MEMBERSHIPS_KEY,
    queryFn: async () => (await api.get<MembershipList>('/auth/user/memberships/')).data,
  });

/** The certificate is e-mailed; a 503 MAIL_QUEUED answer says it is queued and will follow. */
export async function requestCertificate(membershipId: number): Promise<MessageResponse> {
  const { data } = await api.get<MessageResponse>(`/memberships/${membershipId}/get-certificate/`);
  return data;
}

/** "LM-0042": the type's short name and the serial, zero-padded to 4 digits (as on the certificate). */
export const membershipSerial = (shortName: string, serial: number) => `${shortName}-${String(serial).padStart(4, '0')}`;
