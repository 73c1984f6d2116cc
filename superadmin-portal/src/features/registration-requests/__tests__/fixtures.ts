import type { RegistrationRequest } from '@alumni/shared/contracts';

/** A pending request to register an association, numbered `id`, as the API lists it. */
export const request = (id: number, over: Partial<RegistrationRequest> = {}): RegistrationRequest => ({
  id,
  name: `School ${id} Alumni`,
  about: 'We meet every year.\nEveryone welcome.',
  established_year: 1990 + id,
  address: 'Khulna',
  created_at: '2026-03-04T10:15:00Z',
  is_approved: false,
  approved_at: null,
  refused_at: null,
  refusal_reason: '',
  alumni_association: null,
  applicant: { id: 50, first_name: 'Farhana', last_name: 'Yasmin', email: 'farhana@example.com', bio: 'Teacher.' },
  ...over,
});
