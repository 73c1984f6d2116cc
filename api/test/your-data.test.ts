/*
 * Your data (issue 15, item 8): a member downloads everything held about them as one zip (JSON, CSV,
 * their files) and deletes their account with the password; the association keeps its records of
 * membership and payment, anonymised. The archive is unzipped here and read file by file.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { strFromU8, unzipSync } from 'fflate';
import { ProofStore } from '../src/modules/memberships/proof-store';
import { createTestApp, createUser, drivers, login, TEST_PASSWORD, withXsrf, type TestApp } from './helpers';
import {
  addAdmin,
  createApplication,
  createAssociation,
  createMembership,
  createMembershipType,
} from './support/association-fixtures';
import { API, PDF } from './support/fixtures';
import { makePng, multipart } from './support/multipart';

type Person = { id: number; email: string; access: string; cookies: Awaited<ReturnType<typeof login>>['cookies'] };

describe.each(drivers)('your data (%s)', (driver) => {
  let t: TestApp;
  let associationId: number;
  let typeId: number;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    associationId = await createAssociation(t.database, { name: 'Dhaka College Alumni', society_prefix: 'DCA' });
    typeId = await createMembershipType(t.database, associationId, { name: 'Life Member', fee: 500 });
  });
  afterAll(async () => t?.close());

  const bearer = (who: { access: string }) => ({ authorization: `Bearer ${who.access}` });
  const db = () => t.app.db;

  /** A member with a profile, records, a picture, an application with a proof, a membership, a payment. */
  async function member(): Promise<Person & { requestId: number; proofKey: string; picture: string }> {
    const user = await createUser(t.database);
    await db()
      .updateTable('users')
      .set({ first_name: 'Rahim', last_name: 'Uddin', phone_number: '01712345678', father_name: '=Karim "Sr"' })
      .where('id', '=', user.id)
      .execute();
    const { access, cookies } = await login(t.app, user.email);
    const who = { ...user, access, cookies };
    const { payload, headers } = multipart([
      { field: 'profile_picture', filename: 'me.png', contentType: 'image/png', data: await makePng() },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/user/profile-picture/`,
      headers: { ...headers, ...bearer(who) },
      payload,
    });
    expect(upload.statusCode).toBe(200);
    for (const [path, body] of [
      [
        'educations',
        {
          institution: 'Dhaka College',
          degree: 'HSC',
          field_of_study: 'Science',
          start_date: '2006-07-01',
          end_date: '2008-06-30',
          description: 'Higher secondary',
        },
      ],
      [
        'job-experiences',
        {
          company: 'Acme',
          title: 'Engineer',
          location: 'Dhaka',
          start_date: '2015-01-01',
          current: true,
          description: 'Work',
        },
      ],
      ['contact-details', { platform: 'GitHub', link: 'https://github.com/rahim' }],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/auth/user/${path}/`,
        headers: bearer(who),
        payload: body,
      });
      expect([path, response.statusCode]).toEqual([path, 201]);
    }
    const requestId = await createApplication(t.database, {
      userId: user.id,
      associationId,
      typeId,
      roll_number: '4711',
    });
    const proofKey = await new ProofStore(t.app.storage).store(PDF);
    await db()
      .updateTable('membership_requests')
      .set({ proof_document: proofKey })
      .where('id', '=', requestId)
      .execute();
    const membershipId = await createMembership(t.database, {
      userId: user.id,
      associationId,
      typeId,
      serial: 1000 + user.id,
    });
    const { membership_request_id } = await db()
      .selectFrom('memberships')
      .select('membership_request_id')
      .where('id', '=', membershipId)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('transactions')
      .values({
        user_id: user.id,
        association_id: associationId,
        membership_request_id,
        transaction_id: `YD-${user.id}`,
        amount: 500,
        offline: true,
        gateway: 'offline',
        status: 'success',
        success: true,
      })
      .execute();
    await db()
      .insertInto('association_registration_requests')
      .values([
        {
          applicant_id: user.id,
          name: `Pending Society ${user.id}`,
          about: 'About',
          established_year: 1990,
          address: 'Dhaka',
        },
        {
          applicant_id: user.id,
          name: `Approved Society ${user.id}`,
          about: 'About',
          established_year: 1991,
          address: 'Dhaka',
          is_approved: true,
        },
      ])
      .execute();
    const starts = Date.now() + 10 * 86_400_000;
    const event = await db()
      .insertInto('events')
      .values({
        association_id: associationId,
        title: `Reunion ${user.id}`,
        starts_at: new Date(starts).toISOString(),
        ends_at: new Date(starts + 3_600_000).toISOString(),
        venue: 'Dhaka',
        status: 'published',
        fee: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('event_rsvps')
      .values({ event_id: event.id, user_id: user.id, status: 'going', check_in_code: `yd-code-${user.id}` })
      .execute();
    return { ...who, requestId, proofKey, picture: upload.json<{ profile_picture: string }>().profile_picture };
  }

  const download = (who: { access: string } | null) =>
    t.app.inject({ method: 'GET', url: `${API}/auth/user/export/`, headers: who ? bearer(who) : {} });

  const remove = (who: { access: string } | null, payload: unknown) =>
    t.app.inject({
      method: 'DELETE',
      url: `${API}/auth/user/`,
      headers: who ? bearer(who) : {},
      payload: payload as object,
    });

  describe('GET /auth/user/export/', () => {
    it('is a zip download, not cached, with the profile, records, memberships, payments, requests and files', async () => {
      const who = await member();
      const response = await download(who);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="alumni-connect-data-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');

      const files = unzipSync(new Uint8Array(response.rawPayload));
      const names = Object.keys(files).sort();
      expect(names).toEqual(
        [
          'README.txt',
          'your-data.json',
          'csv/profile.csv',
          'csv/educations.csv',
          'csv/job_experiences.csv',
          'csv/contact_details.csv',
          'csv/memberships.csv',
          'csv/membership_requests.csv',
          'csv/transactions.csv',
          'csv/registration_requests.csv',
          'csv/event_rsvps.csv',
          'csv/sessions.csv',
          'files/profile-picture.webp',
          `files/proof-documents/request-${who.requestId}.pdf`,
        ].sort(),
      );
      const data = JSON.parse(strFromU8(files['your-data.json']));
      expect(data.profile).toMatchObject({
        id: who.id,
        email: who.email,
        first_name: 'Rahim',
        last_name: 'Uddin',
        phone_number: '01712345678',
        father_name: '=Karim "Sr"',
        profile_picture: who.picture,
      });
      expect(data.educations).toEqual([expect.objectContaining({ institution: 'Dhaka College', degree: 'HSC' })]);
      expect(data.job_experiences).toEqual([expect.objectContaining({ company: 'Acme', current: true })]);
      expect(data.contact_details).toEqual([expect.objectContaining({ platform: 'GitHub' })]);
      expect(data.memberships).toEqual([
        expect.objectContaining({
          association: 'Dhaka College Alumni',
          membership_type: 'Life Member',
          serial: 1000 + who.id,
        }),
      ]);
      expect(data.membership_requests).toHaveLength(2);
      expect(data.membership_requests).toContainEqual(
        expect.objectContaining({ id: who.requestId, roll_number: '4711', has_proof_document: true }),
      );
      expect(data.transactions).toEqual([
        expect.objectContaining({
          reference: `YD-${who.id}`,
          amount: 500,
          status: 'success',
          association: 'Dhaka College Alumni',
        }),
      ]);
      expect(data.registration_requests.map((r: { name: string }) => r.name).sort()).toEqual(
        [`Approved Society ${who.id}`, `Pending Society ${who.id}`].sort(),
      );
      expect(data.event_rsvps).toEqual([
        expect.objectContaining({
          event: `Reunion ${who.id}`,
          association: 'Dhaka College Alumni',
          status: 'going',
          payment: 'free',
        }),
      ]);
      expect(data.sessions).toEqual([expect.objectContaining({ revoked_at: null })]);

      // CSV: a header and a row, quoted, and the formula-looking cell defused.
      const profileCsv = strFromU8(files['csv/profile.csv']);
      expect(profileCsv.split('\r\n')[0]).toContain('email,first_name');
      expect(profileCsv).toContain(who.email);
      expect(profileCsv).toContain(`"'=Karim ""Sr"""`);
      expect(strFromU8(files['csv/transactions.csv'])).toContain(`YD-${who.id}`);
      expect(Buffer.from(files[`files/proof-documents/request-${who.requestId}.pdf`]).equals(PDF)).toBe(true);
      expect(Buffer.from(files['files/profile-picture.webp']).subarray(8, 12).toString()).toBe('WEBP');

      // Never the password hash nor a token.
      const everything = Object.values(files)
        .map((f) => Buffer.from(f).toString('latin1'))
        .join('\n');
      expect(everything).not.toMatch(/argon2|password_hash|token_hash/);
      expect(everything).not.toContain(who.cookies.refresh_token!);
      expect(everything).not.toContain(`yd-code-${who.id}`);
    });

    it("holds only the caller's own data; anonymous is 401", async () => {
      const a = await member();
      const b = await member();
      const data = JSON.parse(strFromU8(unzipSync(new Uint8Array((await download(b)).rawPayload))['your-data.json']));
      expect(data.profile.id).toBe(b.id);
      expect(JSON.stringify(data)).not.toContain(a.email);
      expect(JSON.stringify(data)).not.toContain(`YD-${a.id}`);
      const anonymous = await download(null);
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('DELETE /auth/user/', () => {
    it('refuses a wrong or missing password, changing nothing', async () => {
      const who = await member();
      const wrong = await remove(who, { password: 'Not-My-Password-1' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
      const missing = await remove(who, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ password: ['Enter your password to confirm'] });
      expect((await remove(null, { password: 'x' })).statusCode).toBe(401);
      const row = await db()
        .selectFrom('users')
        .select(['email', 'is_active'])
        .where('id', '=', who.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ email: who.email, is_active: true });
      expect((await t.app.inject({ method: 'GET', url: `${API}/auth/user/`, headers: bearer(who) })).statusCode).toBe(
        200,
      );
    });

    it('refuses an association admin (409, naming the associations) and the super admin', async () => {
      const who = await member();
      const second = await createAssociation(t.database, { name: 'Rajshahi Alumni', society_prefix: 'RJA' });
      await addAdmin(t.database, associationId, who.id);
      await addAdmin(t.database, second, who.id);
      const refused = await remove(who, { password: TEST_PASSWORD });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'ASSOCIATION_ADMIN' });
      expect(refused.json().message).toContain(
        'hand over administration of Dhaka College Alumni and Rajshahi Alumni first',
      );
      expect(
        (await db().selectFrom('users').select('is_active').where('id', '=', who.id).executeTakeFirstOrThrow())
          .is_active,
      ).toBe(true);

      const superAdmin = await createUser(t.database, { is_superuser: true });
      const { access } = await login(t.app, superAdmin.email);
      const refusedSuper = await remove({ access }, { password: TEST_PASSWORD });
      expect(refusedSuper.statusCode).toBe(409);
      expect(refusedSuper.json()).toMatchObject({ code: 'SUPER_ADMIN' });
    });

    it('erases the person and their files, keeps the association records anonymised, ends every session', async () => {
      const who = await member();
      const other = await login(t.app, who.email); // a second session
      const tables = async () => {
        const count = async (
          table:
            | 'educations'
            | 'job_experiences'
            | 'contact_details'
            | 'refresh_tokens'
            | 'memberships'
            | 'transactions'
            | 'membership_requests',
        ) =>
          Number(
            (
              await db()
                .selectFrom(table)
                .select((e) => e.fn.countAll().as('n'))
                .where('user_id', '=', who.id)
                .executeTakeFirstOrThrow()
            ).n,
          );
        return {
          educations: await count('educations'),
          job_experiences: await count('job_experiences'),
          contact_details: await count('contact_details'),
          refresh_tokens: await count('refresh_tokens'),
          memberships: await count('memberships'),
          transactions: await count('transactions'),
          membership_requests: await count('membership_requests'),
        };
      };
      expect(await tables()).toEqual({
        educations: 1,
        job_experiences: 1,
        contact_details: 1,
        refresh_tokens: 2,
        memberships: 1,
        transactions: 1,
        membership_requests: 2,
      });
      const pictureKey = `media/${who.picture.slice('/media/'.length)}`;
      expect(await t.app.storage.get(pictureKey)).not.toBeNull();

      const deleted = await remove(who, { password: TEST_PASSWORD });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ message: 'Your account has been deleted.' });
      expect(deleted.headers['cache-control']).toBe('no-store');
      const cleared = (deleted.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value]);
      expect(cleared).toEqual(
        expect.arrayContaining([
          ['refresh_token', ''],
          ['XSRF-TOKEN', ''],
        ]),
      );

      // The person's own records are gone; the association's stay.
      expect(await tables()).toEqual({
        educations: 0,
        job_experiences: 0,
        contact_details: 0,
        refresh_tokens: 0,
        memberships: 1,
        transactions: 1,
        membership_requests: 2,
      });
      const row = await db().selectFrom('users').selectAll().where('id', '=', who.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: `deleted-${who.id}@deleted.invalid`,
        first_name: 'Deleted member',
        last_name: `#${who.id}`,
        phone_number: '',
        bio: '',
        profile_picture: null,
        father_name: null,
        mother_name: null,
        is_active: false,
      });
      expect(row.password_hash).not.toMatch(/^\$argon2/);
      const requests = await db()
        .selectFrom('membership_requests')
        .select(['roll_number', 'proof_document', 'batch'])
        .where('user_id', '=', who.id)
        .execute();
      expect(requests).toEqual([
        { roll_number: '', proof_document: null, batch: '2008' },
        { roll_number: '', proof_document: null, batch: '2008' },
      ]);
      const registrations = await db()
        .selectFrom('association_registration_requests')
        .select('name')
        .where('applicant_id', '=', who.id)
        .execute();
      expect(registrations).toEqual([{ name: `Approved Society ${who.id}` }]);

      // Files removed from storage.
      expect(await t.app.storage.get(pictureKey)).toBeNull();
      expect(await t.app.storage.get(`private/${who.proofKey}`)).toBeNull();

      // The association's member list shows the anonymised name.
      const admin = await createUser(t.database);
      await addAdmin(t.database, associationId, admin.id);
      const adminLogin = await login(t.app, admin.email);
      const list = await t.app.inject({
        method: 'GET',
        url: `${API}/associations/${associationId}/memberships/?limit=500`,
        headers: bearer(adminLogin),
      });
      const entry = list
        .json<{ results: { user: { id: number; first_name: string; last_name: string; email: string } }[] }>()
        .results.find((m) => m.user.id === who.id);
      expect(entry?.user).toMatchObject({
        first_name: 'Deleted member',
        last_name: `#${who.id}`,
        email: `deleted-${who.id}@deleted.invalid`,
      });

      // Every session ends: access tokens, the refresh cookie of the other session, and the password.
      for (const access of [who.access, other.access])
        expect(
          (
            await t.app.inject({
              method: 'GET',
              url: `${API}/auth/user/`,
              headers: { authorization: `Bearer ${access}` },
            })
          ).statusCode,
        ).toBe(401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: `${API}/auth/token/refresh/`,
        ...withXsrf(other.cookies),
      });
      expect(refresh.statusCode).toBe(401);
      const again = await t.app.inject({
        method: 'POST',
        url: `${API}/auth/login/`,
        payload: { email: who.email, password: TEST_PASSWORD },
      });
      expect(again.statusCode).toBe(401);
      // The public profile is gone too.
      const handle = await db()
        .selectFrom('users')
        .select('public_handle')
        .where('id', '=', who.id)
        .executeTakeFirstOrThrow();
      expect((await t.app.inject({ method: 'GET', url: `${API}/users/${handle.public_handle}/` })).statusCode).toBe(
        404,
      );
      // The address is free again: its owner may sign up afresh.
      const signUp = await t.app.inject({
        method: 'POST',
        url: `${API}/auth/registration/`,
        payload: { email: who.email, password1: 'Another-Passphrase-77', password2: 'Another-Passphrase-77' },
      });
      expect(signUp.statusCode).toBe(201);
    });
  });
});
