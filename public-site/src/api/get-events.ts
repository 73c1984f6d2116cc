import { api, eventKeys } from '@alumni/shared';
import { EVENT_PAGE_SIZE, eventPaths, type EventList } from '@alumni/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** The public lists of upcoming events: /events (search, association, page), an association's page, the landing page. */
export type EventListParams = { q?: string; association?: number; page: number; limit: number };

const positiveInt = (value: string | null, fallback: number, max: number) =>
  value !== null && /^\d{1,7}$/.test(value) && Number(value) >= 1 ? Math.min(Number(value), max) : fallback;

/**
 * The list's search, association and page as the URL's query string gives them. What the GET form sends
 * empty (`?q=&association=`) or malformed means no filter; the page size stays within the API's 100.
 */
export function eventListParamsFrom(search: URLSearchParams): EventListParams {
  const association = search.get('association');
  return {
    q: search.get('q')?.trim().slice(0, 100) || undefined,
    association:
      association && /^\d{1,10}$/.test(association) && Number(association) > 0 ? Number(association) : undefined,
    page: positiveInt(search.get('page'), 1, 100_000),
    limit: positiveInt(search.get('limit'), EVENT_PAGE_SIZE, 100),
  };
}

/** One page of the list, with the page and size it was asked for. */
export type EventPage = EventList & { page: number; limit: number };

async function getEvents({ q, association, page, limit }: EventListParams): Promise<EventPage> {
  const { data } = await api.get(eventPaths.list(), {
    params: { ...(q ? { q } : {}), ...(association ? { association } : {}), limit, offset: (page - 1) * limit },
  });
  return { ...data, page, limit };
}

export const eventsQuery = (params: EventListParams) =>
  queryOptions({
    queryKey: eventKeys.list(params),
    queryFn: () => getEvents(params),
    placeholderData: keepPreviousData,
  });

export const useEvents = (params: EventListParams) => useQuery(eventsQuery(params));

/** The few soonest events the landing page and an association's page show. */
export const upcomingEventsQuery = (association?: number) =>
  eventsQuery({ association, page: 1, limit: association ? 6 : 3 });
