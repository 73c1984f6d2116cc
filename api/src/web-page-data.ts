import { API_BASE_PATH, eventPaths, type EventList } from '@alumni/shared/contracts';
import type { PageData } from '@alumni/web';
import type { FastifyInstance } from 'fastify';
import type { PublicAssociations } from './modules/associations';

/** The sitemap's limit of URLs, and the public list's largest page. */
const SITEMAP_MAX_EVENTS = 50_000;
const EVENT_PAGE = 100;

/** A public JSON answer as a signed-out visitor gets it: the same rules (a draft is no event), the same cache. */
async function readPublicJson<T>(app: FastifyInstance, url: string): Promise<T | null> {
  const answer = await app.inject({ method: 'GET', url });
  if (answer.statusCode === 404 || answer.statusCode === 400) return null;
  if (answer.statusCode !== 200) throw new Error(`GET ${url} answered ${answer.statusCode}`);
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

/** What the site's crawler files and warm-up read (@alumni/web), from the API's own services and public JSON answers. */
export function webPageData(app: FastifyInstance, associations: PublicAssociations): PageData {
  return { associations: () => associations.names(), events: () => upcomingEventIds(app) };
}
