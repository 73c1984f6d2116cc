import type { AlumniEvent, Association, CertificateVerification, PublicUser } from '@alumni/shared/contracts';
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
  /** A published or cancelled event as anyone sees it (no `my_rsvp`), or null (unknown, or a draft). */
  event(id: number, request: FastifyRequest): Promise<AlumniEvent | null>;
  /** The published events not yet ended, by id, for sitemap.xml. */
  events(): Promise<{ id: number }[]>;
  /** What a certificate's code verifies, or null: unknown, malformed or revoked (the page says it is no valid certificate). */
  certificate(code: string, request: FastifyRequest): Promise<CertificateVerification | null>;
};
