import type { Association, PublicUser } from '@alumni/shared/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * What the pages need from the database, handed in by the API (its own services): only what its public JSON
 * answers already show. A lookup may throw an error with a `statusCode` (and `headers`: a rate limit's 429
 * with Retry-After); the page then answers with that status. Any other error answers 503.
 */
export type PageData = {
  /** An association (every association is approved: a registration request becomes one when approved), or null. */
  association(id: number, request: FastifyRequest): Promise<Association | null>;
  /** Every association, by id, for sitemap.xml. */
  associations(): Promise<{ id: number; name: string }[]>;
  /** A public profile by its handle, or null. */
  publicUser(handle: string, request: FastifyRequest): Promise<PublicUser | null>;
};
