import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existingDemoLogins, isDatabaseEmpty, seedDemo } from '../src/modules/demo-data';
import { ensureSuperAdmin } from '../src/modules/auth/auth.service';
import { createTestApp, createUser, drivers, login, type TestApp } from './helpers';

describe.each(drivers)('super admin and demo seed (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => t?.close());

  it('creates the super admin once, then leaves it alone', async () => {
    const admin = { email: 'Root@Example.com', password: 'Sup3r-secret!' };
    expect(await ensureSuperAdmin(t.database.db, admin)).toBe('created');
    expect(await ensureSuperAdmin(t.database.db, { ...admin, password: 'another-password' })).toBe('unchanged');
    const { access } = await login(t.app, 'root@example.com', 'Sup3r-secret!'); // the first password stays
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/user/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(me.json()).toMatchObject({ email: 'root@example.com', is_superuser: true });
  });

  it('promotes an existing account without touching its password', async () => {
    const user = await createUser(t.database);
    expect(
      await ensureSuperAdmin(t.database.db, { email: user.email.toUpperCase(), password: 'ignored-password' }),
    ).toBe('promoted');
    const { access } = await login(t.app, user.email, user.password);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/user/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(me.json().is_superuser).toBe(true);
  });
});

describe.each(drivers)('demo seed on an empty database (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => t?.close());

  it('seeds users, associations, membership types and admin entries; the logins work', async () => {
    expect(await isDatabaseEmpty(t.database.db)).toBe(true);
    const logins = await seedDemo(t.database.db);
    expect(logins.map((l) => l.role)).toEqual(['association admin', 'member', 'member']);
    expect(await isDatabaseEmpty(t.database.db)).toBe(false);

    const associations = await t.database.db.selectFrom('associations').select('name').execute();
    expect(associations.length).toBeGreaterThanOrEqual(3);
    const types = await t.database.db.selectFrom('membership_types').select(['fee', 'duration_month']).execute();
    expect(types.length).toBeGreaterThanOrEqual(3);
    expect(typeof types[0].fee).toBe('number');

    const admin = logins[0];
    const { access } = await login(t.app, admin.email, admin.password);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/user/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(me.json().association_admins.length).toBeGreaterThan(0);
    expect(await existingDemoLogins(t.database.db)).toEqual(logins);
  });
});
