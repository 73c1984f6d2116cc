import { api, currentUserKeys, eventKeys } from '@alumni/shared';
import { eventPaths } from '@alumni/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

async function getEvent(id: string) {
  const { data } = await api.get(eventPaths.one(id));
  return data;
}

/** The event as anyone sees it: what the server renders into the page (no `my_rsvp`: the server is signed out). */
export const eventQuery = (id: string) => queryOptions({ queryKey: eventKeys.detail(id), queryFn: () => getEvent(id) });

export const useEvent = (id: string) => useQuery(eventQuery(id));

/** The same event read with the visitor's session: their answer (`my_rsvp`) and the counts as they stand now. */
export const myEventKey = (id: string) => currentUserKeys.own('events', 'detail', id);

export const useMyEvent = (id: string) =>
  useQuery({ queryKey: myEventKey(id), queryFn: () => getEvent(id), staleTime: 0 });
