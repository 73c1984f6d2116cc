import { idParamsSchema } from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { NotFoundError } from '../../lib/errors';
import { authorizeByParams, type RequestUser } from '../../plugins/auth';
import { associationExists } from './associations.repository';

const ASSOCIATION_NOT_FOUND = 'Association not found.';
export const associationNotFound = () => new NotFoundError(ASSOCIATION_NOT_FOUND, 'ASSOCIATION_NOT_FOUND');

/** True when the user administers this association. The super admin administers every association. */
export async function isAssociationAdmin(db: Kysely<DB>, user: RequestUser, associationId: number): Promise<boolean> {
  if (user.isSuperuser) return true;
  const row = await db
    .selectFrom('association_admins')
    .select('id')
    .where('association_id', '=', associationId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Guards every association-admin operation. Another association's data answers 404 (its
 * existence is not revealed), the same as an association that does not exist.
 */
export async function assertAssociationAdmin(db: Kysely<DB>, user: RequestUser, associationId: number): Promise<void> {
  if (!(await isAssociationAdmin(db, user, associationId))) throw associationNotFound();
  // The super admin passes the check above for any id: an association that does not exist is still a 404.
  if (user.isSuperuser) {
    if (!(await associationExists(db, associationId))) throw associationNotFound();
  }
}

/**
 * The hooks of a route under /associations/:id/ that only its admins call: signed in (401), then another
 * association's admin gets the 404 before the body is validated (the service checks again, for its other callers).
 */
export const associationAdminsOnly = (app: FastifyInstance) => ({
  onRequest: app.requireUser,
  preValidation: authorizeByParams(idParamsSchema, (user, { id }) => assertAssociationAdmin(app.db, user, id)),
});
