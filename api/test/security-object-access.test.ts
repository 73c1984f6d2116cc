/*
 * Object-level access: no id in a path or a body lets a user read or change another user's
 * records, or an admin another association's. Every attempt is made with the other party's real ids,
 * and the tables are compared before and after: a refusal writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InjectOptions } from 'fastify';
import { ProofStore } from '../src/modules/memberships/proof-store';
import { authHeader, createTestApp, createUser, drivers, type TestApp } from './helpers';
import * as fixtures from './support/association-fixtures';
import { API, PDF } from './support/fixtures';
import { makePng, multipart } from './support/multipart';
import { tableChecksum, tableCounts } from './support/table-counts';

const RETURN = 'http://localhost:8080/associations/1/memberships/1';

describe.each(drivers)('object-level access (%s)', (driver) => {
  let t: TestApp;
  /** Everything the victim (`owner`) and their association (A) have; the intruders try them. */
  let w: Awaited<ReturnType<typeof world>>;

  async function world() {
    const owner = await createUser(t.database);
    const intruder = await createUser(t.database);
    const associationA = await fixtures.createAssociation(t.database, {
      name: 'Victim Association',
      society_prefix: 'VA',
    });
    const associationB = await fixtures.createAssociation(t.database, {
      name: 'Intruder Association',
      society_prefix: 'IA',
    });
    const adminA = await createUser(t.database);
    const adminB = await createUser(t.database);
    await fixtures.addAdmin(t.database, associationA, adminA.id);
    await fixtures.addAdmin(t.database, associationB, adminB.id);
    const typeA = await fixtures.createMembershipType(t.database, associationA, {
      name: 'Type of A',
      short_name: 'TA',
    });
    const typeB = await fixtures.createMembershipType(t.database, associationB, {
      name: 'Type of B',
      short_name: 'TB',
    });
    const db = t.database.db;
    const education = await db
      .insertInto('educations')
      .values({
        user_id: owner.id,
        institution: 'Secret School',
        degree: 'SSC',
        field_of_study: 'Science',
        start_date: '2001-01-01',
        end_date: '2003-01-01',
        description: 'Mine',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const job = await db
      .insertInto('job_experiences')
      .values({
        user_id: owner.id,
        company: 'Secret Co',
        title: 'Boss',
        location: 'Dhaka',
        start_date: '2010-01-01',
        description: 'Mine',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const contact = await db
      .insertInto('contact_details')
      .values({ user_id: owner.id, platform: 'Signal', link: 'https://signal.me/secret' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const membership = await fixtures.createMembership(t.database, {
      userId: owner.id,
      associationId: associationA,
      typeId: typeA,
      serial: 7,
    });
    const request = await fixtures.createApplication(t.database, {
      userId: owner.id,
      associationId: associationA,
      typeId: typeA,
    });
    const proofKey = await new ProofStore(t.app.storage).store(PDF);
    await db.updateTable('membership_requests').set({ proof_document: proofKey }).where('id', '=', request).execute();
    const offline = await db
      .insertInto('transactions')
      .values({
        user_id: owner.id,
        association_id: associationA,
        membership_request_id: request,
        transaction_id: `OBJ-${driver}-1`,
        amount: 500,
        offline: true,
        gateway: 'offline',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const registration = await db
      .insertInto('association_registration_requests')
      .values({
        applicant_id: owner.id,
        name: 'Owner Society',
        about: 'Private plans',
        established_year: 1999,
        address: 'Dhaka',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('users')
      .set({
        first_name: 'Olivia',
        last_name: 'Owner',
        phone_number: '01711111111',
        show_email: false,
        show_phone: false,
      })
      .where('id', '=', owner.id)
      .execute();
    return {
      owner: { ...owner, headers: await authHeader(t.app, owner.id) },
      intruder: { ...intruder, headers: await authHeader(t.app, intruder.id) },
      adminA: { ...adminA, headers: await authHeader(t.app, adminA.id) },
      adminB: { ...adminB, headers: await authHeader(t.app, adminB.id) },
      associationA,
      associationB,
      typeA,
      typeB,
      education: education.id,
      job: job.id,
      contact: contact.id,
      membership,
      request,
      proofKey,
      offline: offline.id,
      registration: registration.id,
    };
  }

  beforeAll(async () => {
    t = await createTestApp({ driver });
    w = await world();
  });
  afterAll(async () => t?.close());

  const send = (options: InjectOptions) => t.app.inject(options);

  /** Runs the attempts; each must get `status`; no table changes (counts and the checksums of the victim's tables). */
  async function expectRefusedWithoutEffect(attempts: { name: string; options: InjectOptions; status: number }[]) {
    const watched = [
      'users',
      'educations',
      'job_experiences',
      'contact_details',
      'memberships',
      'transactions',
      'membership_requests',
      'membership_types',
      'associations',
      'association_registration_requests',
      'mail_outbox',
    ];
    const before = await tableCounts(t.database.db);
    const sums = await Promise.all(watched.map((table) => tableChecksum(t.database.db, table)));
    const wrong: string[] = [];
    for (const attempt of attempts) {
      const response = await send(attempt.options);
      if (response.statusCode !== attempt.status)
        wrong.push(
          `${attempt.name}: expected ${attempt.status}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
    }
    expect(wrong).toEqual([]);
    expect(await tableCounts(t.database.db)).toEqual(before);
    expect(await Promise.all(watched.map((table) => tableChecksum(t.database.db, table)))).toEqual(sums);
  }

  it("answers 404 for another user's educations, job experiences and contact details, and changes none", async () => {
    const attempts = [] as { name: string; options: InjectOptions; status: number }[];
    for (const [kind, id, patch] of [
      ['educations', w.education, { degree: 'Hacked' }],
      ['job-experiences', w.job, { title: 'Hacked' }],
      ['contact-details', w.contact, { link: 'https://evil.example' }],
    ] as const) {
      for (const who of [w.intruder, w.adminA]) {
        const url = `${API}/auth/user/${kind}/${id}/`;
        attempts.push(
          { name: `GET ${kind}`, options: { method: 'GET', url, headers: who.headers }, status: 404 },
          {
            name: `PATCH ${kind}`,
            options: { method: 'PATCH', url, headers: who.headers, payload: patch },
            status: 404,
          },
          { name: `DELETE ${kind}`, options: { method: 'DELETE', url, headers: who.headers }, status: 404 },
        );
      }
    }
    await expectRefusedWithoutEffect(attempts);
  });

  it("never lists another user's records, and a user_id in the body does not give one to them", async () => {
    for (const kind of ['educations', 'job-experiences', 'contact-details']) {
      const list = await send({ method: 'GET', url: `${API}/auth/user/${kind}/`, headers: w.intruder.headers });
      expect(list.statusCode).toBe(200);
      expect(list.json().results).toEqual([]);
    }
    const created = await send({
      method: 'POST',
      url: `${API}/auth/user/contact-details/`,
      headers: w.intruder.headers,
      payload: {
        platform: 'Planted',
        link: 'https://planted.example',
        user_id: w.owner.id,
        user: w.owner.id,
        id: w.contact,
      },
    });
    expect(created.statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom('contact_details')
      .selectAll()
      .where('id', '=', created.json().id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(w.intruder.id);
    expect(created.json().id).not.toBe(w.contact);
    const ownerContacts = await send({
      method: 'GET',
      url: `${API}/auth/user/contact-details/`,
      headers: w.owner.headers,
    });
    expect(ownerContacts.json().results.map((c: { id: number }) => c.id)).toEqual([w.contact]);
    await t.database.db.deleteFrom('contact_details').where('id', '=', row.id).execute();
  });

  it('ignores ids and roles in a profile update (no escalation, no one else changed)', async () => {
    const response = await send({
      method: 'PATCH',
      url: `${API}/auth/user/`,
      headers: w.intruder.headers,
      payload: {
        bio: 'Just me',
        id: w.owner.id,
        is_superuser: true,
        is_active: true,
        password_hash: 'x',
        user_id: w.owner.id,
      },
    });
    expect(response.statusCode).toBe(200);
    // The e-mail is a real field: someone else's address needs the password, and is taken anyway.
    for (const current_password of [undefined, 'Correct-Horse-9']) {
      const email = await send({
        method: 'PATCH',
        url: `${API}/auth/user/`,
        headers: w.intruder.headers,
        payload: { email: w.owner.email, current_password },
      });
      expect([400, 409]).toContain(email.statusCode);
    }
    const [intruder, owner] = await Promise.all(
      [w.intruder.id, w.owner.id].map((id) =>
        t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      ),
    );
    expect(intruder).toMatchObject({ bio: 'Just me', email: w.intruder.email, is_superuser: false });
    expect(intruder.password_hash).not.toBe('x');
    expect(owner).toMatchObject({ bio: '', email: w.owner.email, is_superuser: false });
    // And the super admin-only inbox stays shut.
    expect(
      (await send({ method: 'GET', url: `${API}/contact-messages/`, headers: w.intruder.headers })).statusCode,
    ).toBe(403);
  });

  it("keeps memberships, transactions, certificates and proof documents to their owner (and the association's admins where due)", async () => {
    const mine = await send({ method: 'GET', url: `${API}/auth/user/memberships/`, headers: w.intruder.headers });
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).not.toContain('Victim Association');
    const transactions = await send({
      method: 'GET',
      url: `${API}/auth/user/transactions/memberships/`,
      headers: w.intruder.headers,
    });
    expect(transactions.json()).toMatchObject({ count: 0, results: [] });

    await expectRefusedWithoutEffect([
      {
        name: 'certificate (intruder)',
        options: {
          method: 'GET',
          url: `${API}/memberships/${w.membership}/get-certificate/`,
          headers: w.intruder.headers,
        },
        status: 404,
      },
      {
        name: 'certificate (its association admin)',
        options: {
          method: 'GET',
          url: `${API}/memberships/${w.membership}/get-certificate/`,
          headers: w.adminA.headers,
        },
        status: 404,
      },
      {
        name: 'proof (intruder)',
        options: {
          method: 'GET',
          url: `${API}/membership-requests/${w.request}/proof-document/`,
          headers: w.intruder.headers,
        },
        status: 404,
      },
      {
        name: 'proof (other association admin)',
        options: {
          method: 'GET',
          url: `${API}/membership-requests/${w.request}/proof-document/`,
          headers: w.adminB.headers,
        },
        status: 404,
      },
      { name: 'proof as a public file', options: { method: 'GET', url: `/media/${w.proofKey}` }, status: 404 },
      {
        name: 'proof as a public file (encoded)',
        options: { method: 'GET', url: `/media/%70roof-documents/${w.proofKey.split('/')[1]}` },
        status: 404,
      },
      {
        name: 'proof through a path climb',
        options: { method: 'GET', url: `/media/../private/${w.proofKey}` },
        status: 404,
      },
      {
        name: "pay for another user's request",
        options: {
          method: 'POST',
          url: `${API}/transactions/memberships/`,
          headers: w.intruder.headers,
          payload: { membership_request: w.request, base_url: RETURN, offline: true },
        },
        status: 404,
      },
      {
        name: 'approve with the other association admin',
        options: {
          method: 'PATCH',
          url: `${API}/transactions/memberships/${w.offline}/approve/`,
          headers: w.adminB.headers,
          payload: { transaction_date: '2026-01-01', transaction_method: 'Cash' },
        },
        status: 404,
      },
      {
        name: 'approve as the paying user',
        options: {
          method: 'PATCH',
          url: `${API}/transactions/memberships/${w.offline}/approve/`,
          headers: w.owner.headers,
          payload: { transaction_date: '2026-01-01', transaction_method: 'Cash' },
        },
        status: 404,
      },
    ]);
    // The owner and the association's admin do get the proof.
    for (const who of [w.owner, w.adminA]) {
      const proof = await send({
        method: 'GET',
        url: `${API}/membership-requests/${w.request}/proof-document/`,
        headers: who.headers,
      });
      expect(proof.statusCode).toBe(200);
      expect(proof.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it("answers 404 for another association's data, whatever id is mixed into the path or the body", async () => {
    const A = w.associationA;
    const B = w.associationB;
    const png = multipart([{ field: 'logo', filename: 'logo.png', contentType: 'image/png', data: await makePng() }]);
    const typeBody = { name: 'Planted', short_name: 'PL', description: 'x', duration_month: 12, fee: 1 };
    await expectRefusedWithoutEffect([
      {
        name: 'update A',
        options: {
          method: 'PATCH',
          url: `${API}/associations/${A}/`,
          headers: w.adminB.headers,
          payload: {
            name: 'Taken over',
            tagline: 't',
            about: 'a',
            address: 'a',
            website: 'https://x.org',
            established_year: 2000,
            society_prefix: 'TO',
          },
        },
        status: 404,
      },
      {
        name: 'logo of A',
        options: {
          method: 'POST',
          url: `${API}/associations/${A}/logos/`,
          headers: { ...w.adminB.headers, ...png.headers },
          payload: png.payload,
        },
        status: 404,
      },
      {
        name: 'members of A',
        options: { method: 'GET', url: `${API}/associations/${A}/memberships/`, headers: w.adminB.headers },
        status: 404,
      },
      {
        name: 'members CSV of A',
        options: { method: 'GET', url: `${API}/associations/${A}/memberships/export.csv`, headers: w.adminB.headers },
        status: 404,
      },
      {
        name: 'transactions of A',
        options: {
          method: 'GET',
          url: `${API}/associations/${A}/transactions/memberships/`,
          headers: w.adminB.headers,
        },
        status: 404,
      },
      {
        name: 'add a type to A',
        options: {
          method: 'POST',
          url: `${API}/associations/${A}/membership-types/`,
          headers: w.adminB.headers,
          payload: typeBody,
        },
        status: 404,
      },
      // A's type through B's path (B's admin), and B's type through A's path (A's admin).
      {
        name: "A's type via B",
        options: {
          method: 'PATCH',
          url: `${API}/associations/${B}/membership-types/${w.typeA}/`,
          headers: w.adminB.headers,
          payload: { fee: 1 },
        },
        status: 404,
      },
      {
        name: "delete A's type via B",
        options: {
          method: 'DELETE',
          url: `${API}/associations/${B}/membership-types/${w.typeA}/`,
          headers: w.adminB.headers,
        },
        status: 404,
      },
      {
        name: "B's type via A",
        options: {
          method: 'PATCH',
          url: `${API}/associations/${A}/membership-types/${w.typeB}/`,
          headers: w.adminA.headers,
          payload: { fee: 1 },
        },
        status: 404,
      },
      {
        name: "read A's type via B",
        options: { method: 'GET', url: `${API}/associations/${B}/membership-types/${w.typeA}/` },
        status: 404,
      },
      // Applying to A with B's type.
      {
        name: 'apply to A with a type of B',
        options: {
          method: 'POST',
          url: `${API}/associations/${A}/membership-requests/`,
          headers: w.intruder.headers,
          payload: { institute: 'School', batch: '2001', roll_number: '1', membership_type: w.typeB },
        },
        status: 400,
      },
      // Registration requests: the applicant's own (and the super admin's).
      {
        name: "someone's registration request",
        options: {
          method: 'GET',
          url: `${API}/associations/registration-requests/${w.registration}/`,
          headers: w.intruder.headers,
        },
        status: 404,
      },
      {
        name: 'approve as its applicant',
        options: {
          method: 'PATCH',
          url: `${API}/associations/registration-requests/${w.registration}/`,
          headers: w.owner.headers,
          payload: { is_approved: true },
        },
        status: 403,
      },
    ]);
    // A's admin naming B in the body of a type for A: refused, nothing written in B.
    const typesOfB = await t.database.db
      .selectFrom('membership_types')
      .select('id')
      .where('association_id', '=', B)
      .execute();
    const mixed = await send({
      method: 'POST',
      url: `${API}/associations/${A}/membership-types/`,
      headers: w.adminA.headers,
      payload: { ...typeBody, alumni_association: B },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ code: 'VALIDATION_ERROR', alumni_association: [expect.any(String)] });
    expect(
      await t.database.db.selectFrom('membership_types').select('id').where('association_id', '=', B).execute(),
    ).toEqual(typesOfB);
    const list = await send({
      method: 'GET',
      url: `${API}/associations/registration-requests/`,
      headers: w.intruder.headers,
    });
    expect(list.json()).toMatchObject({ count: 0, results: [] });
  });

  it('shows a public profile without the e-mail and phone its owner keeps private', async () => {
    const { public_handle: handle } = await t.app.db
      .selectFrom('users')
      .select('public_handle')
      .where('id', '=', w.owner.id)
      .executeTakeFirstOrThrow();
    const response = await send({ method: 'GET', url: `${API}/users/${handle}/`, headers: w.intruder.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Olivia', email: null, phone_number: null });
    expect(response.body).not.toContain(w.owner.email);
    expect(response.body).not.toMatch(/password|is_superuser/);
  });
});
