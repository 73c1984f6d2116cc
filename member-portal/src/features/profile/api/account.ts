import { api } from '@alumni/shared';
import {
  profilePaths,
  userPaths,
  PROFILE_PICTURE_FIELD,
  type EmailChange,
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

/** A new address (with the current password): it comes back unconfirmed, and a link is mailed to it. */
export async function changeEmail(body: EmailChange): Promise<User> {
  const { data } = await api.patch<User>(userPaths.me(), body);
  return data;
}
