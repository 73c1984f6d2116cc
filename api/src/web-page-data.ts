import { API_BASE_PATH, eventPaths, type AlumniEvent, type EventList } from '@alumni/shared/contracts';
import type { PageData } from '@alumni/web';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError } from './lib/errors';
import type { PublicAssociations } from './modules/associations';
import { verifyCertificate } from './modules/certificates';
import { getPublicUser } from './modules/users';

const nullWhenNotFound = (error: unknown) => {
  if (error instanceof NotFoundError) return null;
  throw error;
};

/** The sitemap's limit of URLs, and the public list's largest page. */
const SITEMAP_MAX_EVENTS = 50_000;
const EVENT_PAGE = 100;

/**
 * An event page's data is what its public JSON answer says (GET /events/{id}/ as a signed-out visitor, from the
 * visitor's address): the same rules (a draft is no page), the same cache, nothing of the events module's inside.
 */
async function readPublicJson<T>(app: FastifyInstance, url: string, request?: FastifyRequest): Promise<T | null> {
  const answer = await app.inject({ method: 'GET', url, remoteAddress: request?.ip });
  if (answer.statusCode === 404 || answer.statusCode === 400) return null;
  if (answer.statusCode !== 200)
    throw Object.assign(new Error(`GET ${url} answered ${answer.statusCode}`), {
      statusCode: answer.statusCode,
      headers: answer.headers['retry-after'] ? { 'Retry-After': String(answer.headers['retry-after']) } : undefined,
    });
  return answer.json<T>();
}

/** The published events not yet ended, soonest first, a page of the public list at a time. */
async function upcomingEventIds(app: FastifyInstance): Promise<{ id: number }[]> {
  const ids: { id: number }[] = [];
  for (let offset = 0; offset < SITEMAP_MAX_EVENTS; offset += EVENT_PAGE) {
    const url = `${API_BASE_PATH}${eventPaths.list()}?limit=${EVENT_PAGE}&offset=${offset}`;
    const page = await readPublicJson<EventList>(app, url);
    ids.push(...(page?.results ?? []).map(({ id }) => ({ id })));
    if (!page || page.results.length < EVENT_PAGE || ids.length >= page.count) break;
  }
  return ids;
}

/**
 * The data of the site's pages (@alumni/web), from the API's own services: what the public JSON answers
 * show. The associations come from the reads the JSON routes use (the same short cache); a public profile
 * page counts against its own per-address limit, as large as the profile API's (each page then reads the
 * profile once more through the API); so does a certificate's verification page, against the verification limit.
 */
export function webPageData(app: FastifyInstance, associations: PublicAssociations): PageData {
  const { publicProfilePerIp, publicProfileWindowMs } = app.limits.values;
  const profilePages = app.limits.perAddress('public-profile-page-ip', publicProfilePerIp, publicProfileWindowMs);
  const { certificateVerificationsPerIp, certificateVerificationWindowMs } = app.limits.values;
  const certificatePages = app.limits.perAddress(
    'certificate-verification-page-ip',
    certificateVerificationsPerIp,
    certificateVerificationWindowMs,
  );
  return {
    association: (id) => associations.find(id),
    associations: () => associations.names(),
    async publicUser(handle, request) {
      await profilePages.onRequest(request);
      return getPublicUser(app.db, handle).catch(nullWhenNotFound);
    },
    event: (id, request) => readPublicJson<AlumniEvent>(app, `${API_BASE_PATH}${eventPaths.one(id)}`, request),
    events: () => upcomingEventIds(app),
    async certificate(code, request) {
      await certificatePages.onRequest(request);
      return verifyCertificate(app.db, code).catch(nullWhenNotFound);
    },
  };
}
