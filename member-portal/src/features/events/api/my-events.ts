import { api, currentUserKeys, type PageParams } from '@alumni/shared';
import { eventPaths } from '@alumni/shared/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export type EventsWhen = 'upcoming' | 'past';

/** Under the signed-in user's key: an answer given or a ticket paid on the public site reloads them. */
const myEventKeys = {
  all: currentUserKeys.own('events', 'mine'),
  list: (when: EventsWhen, page: number, limit: number) => [...myEventKeys.all, { when, page, limit }] as const,
};

/** GET /events/mine/: the events the member is going to or waiting for, upcoming (soonest first) or past. */
export const myEventsQuery = (when: EventsWhen, { page, limit }: PageParams) =>
  queryOptions({
    queryKey: myEventKeys.list(when, page, limit),
    queryFn: async () =>
      (await api.get(eventPaths.mine(), { params: { when, limit, offset: (page - 1) * limit } })).data,
    placeholderData: keepPreviousData,
  });
