import { api, localTokenStorage } from '@alumni/shared';
import { authPaths, type PasswordChange } from '@alumni/shared/contracts';

/** Other sessions end; this tab carries on with the access token the answer brings. */
export async function changePassword(body: PasswordChange) {
  const { data } = await api.post(authPaths.passwordChange(), body);
  if (data?.access) localTokenStorage.set(data.access);
  return data;
}
