import { describe, expect, it } from '@jest/globals';
import { userSchema } from '../../contracts';
import { useSession } from '../../session/session-store';
import { makeAdmin, makeSuperAdmin, makeUser, signIn } from '../users';

describe('user factory', () => {
  it('makes a user the API contract accepts, with what a test overrides', () => {
    const user = makeUser({ first_name: 'Grace', phone_number: '01811111111' });
    expect(userSchema.parse(user)).toEqual(user);
    expect(user).toMatchObject({ first_name: 'Grace', last_name: 'Lovelace', is_superuser: false });
  });

  it('makes an admin of the given associations and a super admin', () => {
    const admin = makeAdmin([{ id: 7, name: 'Dhaka College Alumni' }]);
    expect(userSchema.parse(admin)).toEqual(admin);
    expect(admin.association_admins).toEqual([
      { designation: 'President', alumni_association: { id: 7, name: 'Dhaka College Alumni', logo: null } },
    ]);
    expect(makeSuperAdmin().is_superuser).toBe(true);
  });

  it('signs in with the roles the session derives, and out again', () => {
    signIn(makeAdmin([{ id: 7, name: 'Dhaka College Alumni' }]));
    expect(useSession.getState()).toMatchObject({ isLoading: false, isAuthenticated: true, isAdmin: true });
    signIn(null);
    expect(useSession.getState()).toMatchObject({ user: null, isAuthenticated: false });
  });
});
