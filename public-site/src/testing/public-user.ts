// Test helper for this package's unit tests (never imported by app code): a public profile as the API gives it.
import type { PublicUser } from '@alumni/shared/contracts';

/** Rahim Uddin's public profile, with no education, job or contact detail unless `overrides` gives them. */
export const publicUser = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  public_handle: '0a1b2c3d4e5f6a7b',
  first_name: 'Rahim',
  last_name: 'Uddin',
  bio: 'SSC 2008.',
  profile_picture: null,
  email: null,
  phone_number: null,
  educations: [],
  job_experiences: [],
  contact_details: [],
  ...overrides,
});
