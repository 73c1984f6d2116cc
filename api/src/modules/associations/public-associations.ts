import { associationListItemSchema, associationSchema, paginated, type Association } from '@alumni/shared/contracts';
import { MicroCache, publicAnswer, type PublicAnswer } from '@alumni/web';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/types';
import { NotFoundError } from '../../lib/errors';
import { listAssociationNames } from './associations.repository';
import * as service from './associations.service';

export const listResponseSchema = paginated(associationListItemSchema);
/** The sitemap protocol's limit: no site lists more in one file. */
const MAX_LISTED = 50_000;

/** One association as its public answer says it, and that answer serialized and tagged. */
type OneAssociation = { association: Association; answer: PublicAnswer };

/**
 * The public reads of associations, shared by the JSON routes and the site's pages: checked against their
 * schemas (as the serializer would), serialized and tagged once, then kept `cacheMs` (see MicroCache). A
 * change made here (`changed()`) clears them at once.
 */
export type PublicAssociations = {
  list(query: Parameters<typeof service.listAssociations>[1]): Promise<PublicAnswer>;
  /** Throws ASSOCIATION_NOT_FOUND. */
  one(id: number): Promise<OneAssociation>;
  /** One association for a page, or null. */
  find(id: number): Promise<Association | null>;
  /** Every association's id and name (sitemap.xml). */
  names(): Promise<{ id: number; name: string }[]>;
  changed(): void;
};

export function publicAssociations(
  db: Kysely<DB>,
  cacheMs: number,
  /** Told of every change (the site's pages drop the answers they keep). */
  onChange: () => void = () => {},
): PublicAssociations {
  const listCache = new MicroCache<PublicAnswer>(cacheMs);
  const detailCache = new MicroCache<OneAssociation>(cacheMs);
  const reads: PublicAssociations = {
    async list(query) {
      const key = JSON.stringify(query);
      return (
        listCache.get(key) ??
        listCache.set(key, publicAnswer(z.encode(listResponseSchema, await service.listAssociations(db, query))))
      );
    },
    async one(id) {
      const key = String(id);
      const cached = detailCache.get(key);
      if (cached) return cached;
      const association = z.encode(associationSchema, await service.getAssociation(db, id));
      return detailCache.set(key, { association, answer: publicAnswer(association) });
    },
    async find(id) {
      try {
        return (await reads.one(id)).association;
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
    names: () => listAssociationNames(db, MAX_LISTED),
    changed() {
      listCache.clear();
      detailCache.clear();
      onChange();
    },
  };
  return reads;
}
