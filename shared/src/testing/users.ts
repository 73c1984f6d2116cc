import type { AssociationAdminEntry, User } from '../contracts';
import { useSession } from '../session/session-store';

/** A complete signed-in user as GET /auth/user/ returns it; pass only what a test is about. */
export const makeUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  public_handle: '0a1b2c3d4e5f6a7b',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone_number: '01712345678',
  bio: 'SSC 2008.',
  profile_picture: null,
  father_name: null,
  mother_name: null,
  show_email: false,
  show_phone: false,
  language: 'en',
  is_superuser: false,
  email_verified: true,
  association_admins: [],
  educations: [],
  job_experiences: [],
  contact_details: [],
  ...overrides,
});

/** An admin (designation President) of each association given. */
export const makeAdmin = (associations: { id: number; name: string }[], overrides: Partial<User> = {}): User =>
  makeUser({
    association_admins: associations.map(({ id, name }): AssociationAdminEntry => ({
      designation: 'President',
      alumni_association: { id, name, logo: null },
    })),
    ...overrides,
  });

export const makeSuperAdmin = (overrides: Partial<User> = {}): User => makeUser({ is_superuser: true, ...overrides });

/** The session as the shell leaves it once the user is known (null: signed out). */
export function signIn(user: User | null) {
  useSession.getState().setUser(user);
  useSession.setState({ isLoading: false });
}
