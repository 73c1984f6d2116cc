import type { Membership } from '../contracts';

/** A lifetime membership as the API lists it (a holder's own list, an admin's); pass only what a test is about. */
export const makeMembership = (fields: Partial<Membership> = {}): Membership => ({
  id: 5,
  alumni_association: { id: 1, name: 'Ideal School Alumni Association', logo: null, website: null },
  institute: 'School',
  batch: '2008',
  roll_number: '12',
  membership_type: { id: 3, name: 'Life Member', short_name: 'LM', fee: 5000, duration_month: 1200 },
  serial: 42,
  start_date: '2024-01-15',
  end_date: null,
  period_start: '2024-01-15',
  is_active: true,
  status: 'lifetime',
  user: {
    id: 1,
    public_handle: '0a1b2c3d4e5f6a7b',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    email_verified: true,
  },
  ...fields,
});
