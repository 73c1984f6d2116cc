import { api, localTokenStorage } from '@alumni/shared';
import {
  authPaths,
  profilePaths,
  userPaths,
  PROFILE_PICTURE_FIELD,
  type PasswordChange,
  type PasswordChangeResponse,
  type ProfilePictureResponse,
  type ProfileUpdateForm,
  type User,
} from '@alumni/shared/contracts';

export async function updateProfile(body: ProfileUpdateForm): Promise<User> {
  const { data } = await api.patch<User>(userPaths.me(), body);
  return data;
}

export async function uploadProfilePicture(file: File): Promise<ProfilePictureResponse> {
  const form = new FormData();
  form.append(PROFILE_PICTURE_FIELD, file);
  // Let the browser set the multipart boundary (the client's default is JSON).
  const { data } = await api.post<ProfilePictureResponse>(profilePaths.picture(), form, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return data;
}

/** Other sessions end; this tab carries on with the access token the answer brings. */
export async function changePassword(body: PasswordChange): Promise<PasswordChangeResponse> {
  const { data } = await api.post<PasswordChangeResponse>(authPaths.passwordChange(), body);
  if (data?.access) localTokenStorage.set(data.access);
  return data;
}
