import { api } from '@alumni/shared';
import {
  profilePaths,
  userPaths,
  PROFILE_PICTURE_FIELD,
  type EmailChange,
  type MemberProfileForm,
} from '@alumni/shared/contracts';

export async function updateProfile(body: MemberProfileForm) {
  const { data } = await api.patch(userPaths.me(), body);
  return data;
}

export async function uploadProfilePicture(file: File) {
  const form = new FormData();
  form.append(PROFILE_PICTURE_FIELD, file);
  // Let the browser set the multipart boundary (the client's default is JSON).
  const { data } = await api.post(profilePaths.picture(), form, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return data;
}

/** A new address (with the current password): it comes back unconfirmed, and a link is mailed to it. */
export async function changeEmail(body: EmailChange) {
  const { data } = await api.patch(userPaths.me(), body);
  return data;
}
