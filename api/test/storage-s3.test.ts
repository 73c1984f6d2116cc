/*
 * The platform on an S3-compatible bucket (STORAGE_URL, an in-process s3rver): two apps on one
 * database and one bucket stand for two instances behind a load balancer, each with its own DATA_DIR.
 * What one receives the other serves; proof documents stay private; certificates carry the logo; a
 * bucket that is down, refuses the keys or does not exist answers 503 and leaves no row pointing at
 * a missing object.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { simpleParser } from 'mailparser';
import { authHeader, createTestApp, createTestDatabase, createUser, drivers, type TestApp } from './helpers';
import { addAdmin, createAssociation, createMembership, createMembershipType } from './support/association-fixtures';
import { API, PDF } from './support/fixtures';
import { mediaFiles } from './support/multipart';
import { application, instance, logo, picture, post, UNAVAILABLE, type Headers } from './support/s3-uploads';
import { downS3Settings, startS3, type TestS3 } from './support/s3';

describe.each(drivers)('uploads on an S3-compatible bucket, two instances (%s)', (driver) => {
  let s3: TestS3;
  let a: TestApp;
  let b: Awaited<ReturnType<typeof instance>>;
  let associationId: number;
  let typeId: number;
  const who: Record<'user' | 'admin' | 'otherAdmin' | 'stranger', { id: number; headers: Headers }> = {} as never;

  const objects = async (prefix: string) =>
    ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))).Contents ?? []).map(
      (o) => o.Key!,
    );
  const requestCount = async () =>
    Number(
      (
        await a.database.db
          .selectFrom('membership_requests')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    s3 = await startS3();
    const database = await createTestDatabase(driver);
    a = await createTestApp({ driver, database, config: { storage: s3.settings() } });
    b = await instance(a, s3.settings());
    associationId = await createAssociation(database, { name: 'Bucket Alumni' });
    const otherAssociation = await createAssociation(database, { name: 'Other Alumni' });
    typeId = await createMembershipType(database, associationId, { name: 'Life Member', short_name: 'LM' });
    for (const role of ['user', 'admin', 'otherAdmin', 'stranger'] as const) {
      const user = await createUser(database);
      who[role] = { id: user.id, headers: await authHeader(a.app, user.id) };
    }
    await addAdmin(database, associationId, who.admin.id);
    await addAdmin(database, otherAssociation, who.otherAdmin.id);
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
  });

  it('serves through B a picture uploaded through A (from the bucket, with the caching headers); replacing it through B deletes the old object', async () => {
    const first = await post(a.app, `${API}/auth/user/profile-picture/`, who.user.headers, [await picture()]);
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().profile_picture;
    expect(await objects('media/profile-pictures/')).toEqual([firstUrl.slice(1)]);
    expect(mediaFiles(a.config.dataDir, 'profile-pictures')).toEqual([]);

    const served = await b.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=3600',
    });
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const again = await b.app.inject({
      method: 'GET',
      url: firstUrl,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const second = await post(b.app, `${API}/auth/user/profile-picture/`, who.user.headers, [await picture('#cc3333')]);
    expect(second.statusCode).toBe(200);
    const secondUrl: string = second.json().profile_picture;
    expect(await objects('media/profile-pictures/')).toEqual([secondUrl.slice(1)]);
    expect((await a.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await a.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200);
  });

  it('puts the logo uploaded through A on the certificate B renders', async () => {
    const uploaded = await post(a.app, `${API}/associations/${associationId}/logos/`, who.admin.headers, [
      await logo(),
    ]);
    expect(uploaded.statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: uploaded.json().logo })).statusCode).toBe(200);

    const membership = await createMembership(a.database, {
      userId: who.user.id,
      associationId,
      typeId,
      serial: 1,
    });
    const response = await b.app.inject({
      method: 'GET',
      url: `${API}/memberships/${membership}/get-certificate/`,
      headers: who.user.headers,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await a.database.db.selectFrom('mail_outbox').select('message').orderBy('id', 'desc').execute();
    const mail = await simpleParser(Buffer.from(row.message));
    const pdf = mail.attachments[0].content.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/Subtype \/Image/);
  });

  it('streams a proof uploaded through A from B to its owner and the admins; 404 to others, 401 anonymous', async () => {
    const created = await post(
      a.app,
      `${API}/associations/${associationId}/membership-requests/`,
      who.user.headers,
      application(typeId),
    );
    expect(created.statusCode).toBe(201);
    const url: string = created.json().proof_document;
    const [key] = await objects('private/proof-documents/');
    expect(key).toMatch(/^private\/proof-documents\/[0-9a-f-]{36}\.pdf$/);

    for (const role of ['user', 'admin'] as const) {
      const response = await b.app.inject({ method: 'GET', url, headers: who[role].headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      expect(response.rawPayload).toEqual(PDF);
    }
    for (const role of ['otherAdmin', 'stranger'] as const) {
      const response = await b.app.inject({ method: 'GET', url, headers: who[role].headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('MEMBERSHIP_REQUEST_NOT_FOUND');
    }
    expect((await b.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const name = key.slice('private/'.length);
    expect((await b.app.inject({ method: 'GET', url: `/media/${name}` })).statusCode).toBe(404);
    expect((await b.app.inject({ method: 'GET', url: `/media/../private/${name}` })).statusCode).toBe(404);
  });

  it('deletes the object when the database refuses the row written after it', async () => {
    const before = await objects('private/');
    const count = await requestCount();
    await sql`create function refuse_request() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`.execute(a.database.db);
    await sql`create trigger refuse_request before insert on membership_requests
      for each row execute function refuse_request()`.execute(a.database.db);
    try {
      const refused = await post(
        b.app,
        `${API}/associations/${associationId}/membership-requests/`,
        who.stranger.headers,
        application(typeId),
      );
      expect(refused.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_request on membership_requests`.execute(a.database.db);
      await sql`drop function refuse_request()`.execute(a.database.db);
    }
    expect(await requestCount()).toBe(count);
    expect(await objects('private/')).toEqual(before);
  });

  describe.each([
    ['down (nothing listens)', async () => downS3Settings()],
    ['refusing the key', async () => s3.settings({ credentials: { accessKeyId: 'WRONG', secretAccessKey: 'WRONG' } })],
    ['missing', async () => s3.settings({ bucket: 'no-such-bucket' })],
  ])('a bucket that is %s', (_label, settingsOf) => {
    let c: Awaited<ReturnType<typeof instance>>;
    beforeAll(async () => {
      c = await instance(a, await settingsOf());
    });
    afterAll(async () => c?.close());

    it('answers 503 STORAGE_UNAVAILABLE to every upload and writes no row pointing at a missing object', async () => {
      const pictureBefore = await a.database.db
        .selectFrom('users')
        .select('profile_picture')
        .where('id', '=', who.user.id)
        .executeTakeFirstOrThrow();
      const logoBefore = await a.database.db
        .selectFrom('associations')
        .select('logo')
        .where('id', '=', associationId)
        .executeTakeFirstOrThrow();
      const count = await requestCount();
      const objectsBefore = await objects('');

      const uploads = [
        await post(c.app, `${API}/auth/user/profile-picture/`, who.user.headers, [await picture('#111111')]),
        await post(c.app, `${API}/associations/${associationId}/logos/`, who.admin.headers, [await logo()]),
        await post(
          c.app,
          `${API}/associations/${associationId}/membership-requests/`,
          who.user.headers,
          application(typeId),
        ),
      ];
      for (const response of uploads) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual(UNAVAILABLE);
      }
      expect(
        await a.database.db
          .selectFrom('users')
          .select('profile_picture')
          .where('id', '=', who.user.id)
          .executeTakeFirstOrThrow(),
      ).toEqual(pictureBefore);
      expect(
        await a.database.db
          .selectFrom('associations')
          .select('logo')
          .where('id', '=', associationId)
          .executeTakeFirstOrThrow(),
      ).toEqual(logoBefore);
      expect(await requestCount()).toBe(count);
      expect(await objects('')).toEqual(objectsBefore);
    });

    it('answers 503 for a file it cannot read, and for a certificate whose logo it cannot read', async () => {
      const { logo: logoUrl } = await a.database.db
        .selectFrom('associations')
        .select('logo')
        .where('id', '=', associationId)
        .executeTakeFirstOrThrow();
      const media = await c.app.inject({ method: 'GET', url: logoUrl! });
      expect(media.statusCode).toBe(503);
      expect(media.json()).toEqual(UNAVAILABLE);

      const [proof] = await a.database.db
        .selectFrom('membership_requests')
        .select('id')
        .where('proof_document', 'is not', null)
        .execute();
      const document = await c.app.inject({
        method: 'GET',
        url: `${API}/membership-requests/${proof.id}/proof-document/`,
        headers: who.user.headers,
      });
      expect(document.statusCode).toBe(503);

      const [membership] = await a.database.db
        .selectFrom('memberships')
        .select('id')
        .where('user_id', '=', who.user.id)
        .execute();
      const certificate = await c.app.inject({
        method: 'GET',
        url: `${API}/memberships/${membership.id}/get-certificate/`,
        headers: who.user.headers,
      });
      expect(certificate.statusCode).toBe(503);
      expect(certificate.json()).toEqual(UNAVAILABLE);
    });
  });
});
