import { api, eventKeys, saveDownload } from '@alumni/shared';
import { eventPaths, type CheckInBody } from '@alumni/shared/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type AttendeeStatus = 'going' | 'waiting';
export type AttendeeListParams = {
  associationId: number;
  eventId: number;
  status: AttendeeStatus;
  q?: string;
  page: number;
  limit: number;
};

/** `?q=` only when searching, the list's page as limit and offset. */
const paramsOf = ({ status, q, page, limit }: AttendeeListParams) => ({
  status,
  ...(q ? { q } : {}),
  limit,
  offset: (page - 1) * limit,
});

export const attendeesQuery = (params: AttendeeListParams) =>
  queryOptions({
    queryKey: eventKeys.attendees(params.associationId, params.eventId, paramsOf(params)),
    queryFn: async () =>
      (await api.get(eventPaths.attendees(params.associationId, params.eventId), { params: paramsOf(params) })).data,
    placeholderData: keepPreviousData,
  });

export const useAttendees = (params: AttendeeListParams) => useQuery(attendeesQuery(params));

/** GET .../attendees/export.csv through the api client (the Bearer token goes along), saved as a file. */
export async function exportAttendeesCsv(associationId: number, eventId: number, q?: string): Promise<void> {
  const response = await api.get(eventPaths.attendeesCsv(associationId, eventId), {
    params: q ? { q } : {},
    responseType: 'blob',
  });
  saveDownload(response.data, response.headers?.['content-disposition'], `event-${eventId}-attendees.csv`);
}

/** POST .../check-in/ with the scanned code or the attendee's RSVP id; the lists and counts reload. */
export function useCheckIn(associationId: number, eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CheckInBody) => (await api.post(eventPaths.checkIn(associationId, eventId), body)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.managed(associationId, eventId) }),
  });
}
