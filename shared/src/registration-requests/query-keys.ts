/** The query keys of registration requests: the member's and the super admin's lists and details. */
export const registrationRequestKeys = {
  all: ['registration-requests'] as const,
  list: (params: object) => [...registrationRequestKeys.all, 'list', params] as const,
  detail: (id: number) => [...registrationRequestKeys.all, 'detail', id] as const,
};
