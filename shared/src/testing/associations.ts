import type { Association } from '../contracts';

/**
 * An association as GET /associations/:id/ gives it: as made with only its name (every other field empty, no
 * members) unless `fields` say otherwise. Plain data, for the API's tests as for the front ends'.
 */
export const makeAssociation = (fields: Pick<Association, 'id' | 'name'> & Partial<Association>): Association => ({
  logo: null,
  cover: null,
  tagline: '',
  about: '',
  address: '',
  phone: '',
  email: '',
  website: null,
  established_year: null,
  society_prefix: '',
  member_count: 0,
  links: { facebook: null, linkedin: null, twitter: null },
  ...fields,
});
