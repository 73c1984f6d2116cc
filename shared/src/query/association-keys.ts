/** The query keys of associations: the list, one association and what it offers (the public site reads them, a member renewing reads the offered types under the same key). */
export const associationKeys = {
  all: ['associations'] as const,
  list: (params: object) => [...associationKeys.all, 'list', params] as const,
  detail: (id: string) => [...associationKeys.all, 'detail', id] as const,
  membershipTypes: (id: string) => [...associationKeys.detail(id), 'membership-types'] as const,
  membershipType: (id: string, typeId: string) => [...associationKeys.membershipTypes(id), typeId] as const,
};
