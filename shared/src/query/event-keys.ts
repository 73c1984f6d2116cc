/**
 * The query keys of events (issue 38), shared by the portals that show them: the public and member lists,
 * one event, and an association's events with what its admins see of each (attendees). Invalidating
 * `eventKeys.all` after a change reloads every view of events.
 */
export const eventKeys = {
  all: ['events'] as const,
  /** The public list and My Events, with their parameters. */
  list: (params: object) => [...eventKeys.all, 'list', params] as const,
  mine: (params: object) => [...eventKeys.all, 'mine', params] as const,
  /** One event as anyone sees it (GET /events/{id}/). */
  detail: (id: number | string) => [...eventKeys.all, 'detail', String(id)] as const,
  /** Everything of one association's events as its admins see them. */
  ofAssociation: (associationId: number | string) => [...eventKeys.all, 'association', String(associationId)] as const,
  associationList: (associationId: number | string, params: object) =>
    [...eventKeys.ofAssociation(associationId), 'list', params] as const,
  managed: (associationId: number | string, eventId: number | string) =>
    [...eventKeys.ofAssociation(associationId), 'event', String(eventId)] as const,
  attendees: (associationId: number | string, eventId: number | string, params: object) =>
    [...eventKeys.managed(associationId, eventId), 'attendees', params] as const,
};
