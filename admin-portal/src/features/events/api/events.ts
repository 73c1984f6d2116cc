import { api, eventKeys } from '@alumni/shared';
import { EVENT_COVER_FIELD, eventPaths, type EventCreate, type EventPatch } from '@alumni/shared/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type EventListParams = { associationId: number; page: number; limit: number };

/** GET /associations/{id}/events/ (drafts included for its admins), paged by limit and offset. */
export const associationEventsQuery = ({ associationId, page, limit }: EventListParams) =>
  queryOptions({
    queryKey: eventKeys.associationList(associationId, { page, limit }),
    queryFn: async () =>
      (
        await api.get(eventPaths.ofAssociation(associationId), {
          params: { when: 'all', limit, offset: (page - 1) * limit },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

const managedEventQuery = (associationId: number, eventId: number) =>
  queryOptions({
    queryKey: eventKeys.managed(associationId, eventId),
    queryFn: async () => (await api.get(eventPaths.manage(associationId, eventId))).data,
  });

export const useManagedEvent = (associationId: number, eventId: number) =>
  useQuery(managedEventQuery(associationId, eventId));

/** POST .../covers/ as multipart (the type named so axios does not send JSON; the browser adds the boundary). */
async function uploadEventCover(associationId: number, eventId: number, file: File) {
  const form = new FormData();
  form.append(EVENT_COVER_FIELD, file);
  const { data } = await api.post(eventPaths.cover(associationId, eventId), form, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return data;
}

/** The form's fields (a new event starts as a draft; Publish is its own action). */
export type EventSave = { body: Omit<EventCreate, 'status'>; cover?: File };

/**
 * Creates (no eventId) or changes an event, then uploads the chosen cover (it needs the event's id);
 * every view of events reloads afterwards, even when the cover failed after the event was saved.
 */
export function useSaveEvent(associationId: number, eventId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, cover }: EventSave) => {
      const { data: event } = eventId
        ? await api.patch(eventPaths.manage(associationId, eventId), body)
        : await api.post(eventPaths.ofAssociation(associationId), body);
      return cover ? uploadEventCover(associationId, event.id, cover) : event;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** Publish or cancel (PATCH status); cancelling e-mails everyone going or waiting and refunds paid tickets. */
export function useChangeEventStatus(associationId: number, eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: NonNullable<EventPatch['status']>) =>
      (await api.patch(eventPaths.manage(associationId, eventId), { status })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** DELETE: 204 when the draft is gone; 200 with a message when the API cancelled it instead. */
export function useDeleteEvent(associationId: number, eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await api.delete(eventPaths.manage(associationId, eventId));
      return response.status === 200 && response.data?.message ? response.data.message : 'Event deleted successfully';
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: eventKeys.managed(associationId, eventId) });
      return queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
