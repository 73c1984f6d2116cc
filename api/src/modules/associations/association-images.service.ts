import type { Association } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { storeUpload } from '../../lib/uploads';
import type { RequestUser } from '../../plugins/auth';
import type { MediaStore } from '../media';
import { assertAssociationAdmin, associationNotFound } from './association-access';
import * as associations from './associations.repository';
import { getAssociation } from './associations.service';

const KIND = { logo: 'logos', cover: 'covers' } as const;

/**
 * Checks and stores the new logo or cover, points the association at it, then removes the old
 * file. If the database step fails the new file is removed and the old image stays in place.
 */
export async function replaceAssociationImage(
  deps: { db: Kysely<DB>; media: MediaStore },
  user: RequestUser,
  associationId: number,
  column: associations.ImageColumn,
  readImage: () => Promise<Buffer>,
): Promise<Association> {
  const { db, media } = deps;
  // Who may do this is settled before the upload is read.
  await assertAssociationAdmin(db, user, associationId);
  const image = await readImage();
  const stored = await storeUpload(column, () => media.storeImage(image, KIND[column]));
  let previous: string | null;
  try {
    previous = await db.transaction().execute(async (trx) => {
      const row = await associations.lockImage(trx, associationId, column);
      if (!row) throw associationNotFound();
      await associations.setImage(trx, associationId, column, stored.url);
      return row.current;
    });
  } catch (error) {
    await media.remove(stored.url);
    throw error;
  }
  await media.remove(previous);
  return getAssociation(db, associationId);
}
