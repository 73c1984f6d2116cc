import { PROFILE_PICTURE_FIELD } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { storeUpload } from '../../lib/uploads';
import type { MediaStore } from '../media';
import { accountGone } from '../users';
import * as profile from './profile.repository';

/**
 * Checks and stores the new picture, points the user at it, then removes the old file. If the
 * database step fails the new file is removed: no orphan, and the old picture stays in place.
 */
export async function replaceProfilePicture(
  db: Kysely<DB>,
  media: MediaStore,
  userId: number,
  image: Buffer,
): Promise<string> {
  const stored = await storeUpload(PROFILE_PICTURE_FIELD, () => media.storeImage(image, 'profile-pictures'));
  let previous: string | null;
  try {
    previous = await db.transaction().execute(async (trx) => {
      const user = await profile.lockProfilePicture(trx, userId);
      if (!user) throw accountGone();
      await profile.setProfilePicture(trx, userId, stored.url);
      return user.profile_picture;
    });
  } catch (error) {
    await media.remove(stored.url);
    throw error;
  }
  await media.remove(previous);
  return stored.url;
}
