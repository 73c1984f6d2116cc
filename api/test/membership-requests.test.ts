import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { drivers, type TestApp } from './helpers';
import { createCastApp, type Caller, type Cast } from './support/cast';
import { API, PDF, REQUEST_BODY } from './support/fixtures';
import { createAssociation, createMembershipType } from './support/association-fixtures';
import { makePng, mediaFiles, multipart } from './support/multipart';

const privateProofs = (dataDir: string) => {
  try {
    return readdirSync(path.join(dataDir, 'private', 'proof-documents')).filter((f) => f.endsWith('.pdf'));
  } catch {
    return [];
  }
};

describe.each(drivers)('membership requests (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  let typeId: number;
  let otherAssociationId: number;
  let otherTypeId: number;
  let retiredTypeId: number;

  beforeAll(async () => {
    ({ t, cast } = await createCastApp({ driver }));
    typeId = await createMembershipType(t.database, cast.associationId, { fee: 500 });
    retiredTypeId = await createMembershipType(t.database, cast.associationId, {
      name: 'Old type',
      short_name: 'OT',
      is_retired: true,
      fee: 1000,
    });
    otherAssociationId = await createAssociation(t.database);
    otherTypeId = await createMembershipType(t.database, otherAssociationId, { fee: 1000 });
  });
  afterAll(async () => t?.close());

  const url = (associationId = cast.associationId) => `${API}/associations/${associationId}/membership-requests/`;
  const postJson = (who: Caller, payload: object, associationId?: number) =>
    t.app.inject({ method: 'POST', url: url(associationId), headers: who.headers, payload });
  const postForm = (who: Caller, parts: Parameters<typeof multipart>[0]) => {
    const form = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: url(),
      headers: { ...who.headers, ...form.headers },
      payload: form.payload,
    });
  };
  const formFields = (fields: Record<string, string>) =>
    Object.entries(fields).map(([field, value]) => ({ field, value }));
  const requestCount = async () =>
    (
      await t.app.db
        .selectFrom('membership_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('creates a request from JSON: 201 with the contract shape', async () => {
    const response = await postJson(cast.user, { ...REQUEST_BODY, membership_type: typeId, offline: true });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      institute: 'School',
      batch: '2008',
      roll_number: '42',
      membership_type: typeId,
      alumni_association: cast.associationId,
      proof_document: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const row = await t.app.db
      .selectFrom('membership_requests')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: cast.user.id,
      association_id: cast.associationId,
      membership_type_id: typeId,
      proof_document: null,
    });
  });

  it('trims the fields', async () => {
    const response = await postJson(cast.user, {
      institute: '  School ',
      batch: ' 2010 ',
      roll_number: ' 7 ',
      membership_type: String(typeId),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ institute: 'School', batch: '2010', roll_number: '7' });
  });

  it('accepts multipart with a PDF proof, kept privately and served only by the API', async () => {
    const before = privateProofs(t.config.dataDir).length;
    const response = await postForm(cast.user, [
      ...formFields({ ...REQUEST_BODY, membership_type: String(typeId), offline: 'true' }),
      { field: 'proof_document', filename: 'receipt.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.proof_document).toBe(`${API}/membership-requests/${body.id}/proof-document/`);
    expect(privateProofs(t.config.dataDir)).toHaveLength(before + 1);
    expect(mediaFiles(t.config.dataDir, 'proof-documents')).toEqual([]);
    const row = await t.app.db
      .selectFrom('membership_requests')
      .select('proof_document')
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row.proof_document).toMatch(/^proof-documents\/[0-9a-f-]{36}\.pdf$/);

    const download = await t.app.inject({ method: 'GET', url: body.proof_document, headers: cast.user.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="proof-document-${body.id}.pdf"`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('treats an empty file input as no proof', async () => {
    const response = await postForm(cast.user, [
      ...formFields({ ...REQUEST_BODY, membership_type: String(typeId) }),
      { field: 'proof_document', filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().proof_document).toBeNull();
  });

  it('proof download: the applicant, this association’s admins and the super admin; others 404, anonymous 401', async () => {
    const form = await postForm(cast.otherUser, [
      ...formFields({ ...REQUEST_BODY, membership_type: String(typeId) }),
      { field: 'proof_document', filename: 'p.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    const proofUrl = form.json().proof_document as string;
    const table: [string, Caller, number][] = [
      ['anonymous', cast.anonymous, 401],
      ['another user', cast.user, 404],
      ['admin of another association', cast.otherAssociationAdmin, 404],
      ['the applicant', cast.otherUser, 200],
      ['this association’s admin', cast.associationAdmin, 200],
      ['the super admin', cast.superAdmin, 200],
    ];
    for (const [who, caller, status] of table) {
      const response = await t.app.inject({ method: 'GET', url: proofUrl, headers: caller.headers });
      expect({ who, status: response.statusCode }).toEqual({ who, status });
      if (status === 404)
        expect(response.json()).toEqual({
          message: 'Membership request not found.',
          code: 'MEMBERSHIP_REQUEST_NOT_FOUND',
        });
    }
  });

  it('proof download of a request without a proof, or of no request: 404', async () => {
    const plain = await postJson(cast.user, { ...REQUEST_BODY, membership_type: typeId });
    const none = await t.app.inject({
      method: 'GET',
      url: `${API}/membership-requests/${plain.json().id}/proof-document/`,
      headers: cast.user.headers,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('PROOF_DOCUMENT_NOT_FOUND');
    const missing = await t.app.inject({
      method: 'GET',
      url: `${API}/membership-requests/999999/proof-document/`,
      headers: cast.superAdmin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('never serves /media/proof-documents/ publicly', async () => {
    const folder = path.join(t.config.dataDir, 'media', 'proof-documents');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'leak.pdf'), PDF);
    const response = await t.app.inject({ method: 'GET', url: '/media/proof-documents/leak.pdf' });
    expect(response.statusCode).toBe(404);
    const encoded = await t.app.inject({ method: 'GET', url: '/media/%70roof-documents/leak.pdf' });
    expect(encoded.statusCode).toBe(404);
    const dotted = await t.app.inject({ method: 'GET', url: '/media/logos/../proof-documents/leak.pdf' });
    expect(dotted.statusCode).toBe(404);
    // The control: other media folders are served.
    mkdirSync(path.join(t.config.dataDir, 'media', 'logos'), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'media', 'logos', 'public.pdf'), PDF);
    const served = await t.app.inject({ method: 'GET', url: '/media/logos/public.pdf' });
    expect(served.statusCode).toBe(200);
  });

  it('authorization: anonymous 401; every signed-in role may apply', async () => {
    const anonymous = await postJson(cast.anonymous, { ...REQUEST_BODY, membership_type: typeId });
    expect(anonymous.statusCode).toBe(401);
    for (const caller of [cast.user, cast.otherAssociationAdmin, cast.associationAdmin, cast.superAdmin]) {
      const response = await postJson(caller, { ...REQUEST_BODY, membership_type: typeId });
      expect(response.statusCode).toBe(201);
    }
  });

  describe('validation (nothing written)', () => {
    async function rejected(
      send: () => Promise<{ statusCode: number; json: () => Record<string, unknown> }>,
      status: number,
    ) {
      const [requests, files] = [await requestCount(), privateProofs(t.config.dataDir).length];
      const response = await send();
      expect(response.statusCode).toBe(status);
      const body = response.json();
      expect(typeof body.message).toBe('string');
      expect(typeof body.code).toBe('string');
      expect([await requestCount(), privateProofs(t.config.dataDir).length]).toEqual([requests, files]);
      return body;
    }

    it('requires institute, batch, roll number and membership type', async () => {
      const body = await rejected(() => postJson(cast.user, {}), 400);
      expect(body).toMatchObject({
        code: 'VALIDATION_ERROR',
        institute: ['Institute is required'],
        batch: ['Batch is required'],
        roll_number: ['Roll number is required'],
      });
      expect(body.membership_type).toBeDefined();
    });

    it('refuses blank and over-long fields', async () => {
      const body = await rejected(
        () =>
          postJson(cast.user, {
            institute: '   ',
            batch: '1'.repeat(21),
            roll_number: 'x'.repeat(51),
            membership_type: typeId,
          }),
        400,
      );
      expect(body.institute).toEqual(['Institute is required']);
      expect(body.batch).toEqual(['Batch must be at most 20 characters']);
      expect(body.roll_number).toEqual(['Roll number must be at most 50 characters']);
    });

    it('refuses a membership type of another association', async () => {
      const body = await rejected(() => postJson(cast.user, { ...REQUEST_BODY, membership_type: otherTypeId }), 400);
      expect(body).toEqual({
        message: 'Choose a membership type offered by this association.',
        code: 'VALIDATION_ERROR',
        membership_type: ['Choose a membership type offered by this association.'],
      });
    });

    it('refuses a type that does not exist, and a retired type', async () => {
      const missing = await rejected(() => postJson(cast.user, { ...REQUEST_BODY, membership_type: 999999 }), 400);
      expect(missing.membership_type).toEqual(['Choose a membership type offered by this association.']);
      const retired = await rejected(
        () => postJson(cast.user, { ...REQUEST_BODY, membership_type: retiredTypeId }),
        400,
      );
      expect(retired.membership_type).toEqual([
        'The membership type "Old type" is no longer offered. Choose another one.',
      ]);
    });

    it('answers 404 for an association that does not exist', async () => {
      const body = await rejected(() => postJson(cast.user, { ...REQUEST_BODY, membership_type: typeId }, 999999), 404);
      expect(body.code).toBe('ASSOCIATION_NOT_FOUND');
    });

    it('refuses a proof that is not a PDF: 415 on proof_document', async () => {
      const body = await rejected(
        async () =>
          postForm(cast.user, [
            ...formFields({ ...REQUEST_BODY, membership_type: String(typeId) }),
            { field: 'proof_document', filename: 'photo.pdf', contentType: 'application/pdf', data: await makePng() },
          ]),
        415,
      );
      expect(body.proof_document).toEqual(['Only PDF documents are accepted, and this file is not a complete PDF.']);
    });

    it('refuses a proof over 5 MB: 413', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 10, 0x20), Buffer.from('%%EOF\n')]);
      const body = await rejected(
        () =>
          postForm(cast.user, [
            ...formFields({ ...REQUEST_BODY, membership_type: String(typeId) }),
            { field: 'proof_document', filename: 'big.pdf', contentType: 'application/pdf', data: big },
          ]),
        413,
      );
      expect(body.proof_document).toEqual(['The document is larger than 5 MB. Choose a smaller PDF.']);
    });

    it('refuses a file in another field', async () => {
      const body = await rejected(
        () =>
          postForm(cast.user, [
            ...formFields({ ...REQUEST_BODY, membership_type: String(typeId) }),
            { field: 'file', filename: 'p.pdf', contentType: 'application/pdf', data: PDF },
          ]),
        400,
      );
      expect(body.proof_document).toEqual([
        'Send the proof document in the "proof_document" field (it came in "file").',
      ]);
    });

    it('validates multipart fields like JSON ones, and stores no file then', async () => {
      const body = await rejected(
        () =>
          postForm(cast.user, [
            ...formFields({ institute: 'School', batch: '', membership_type: 'abc' }),
            { field: 'proof_document', filename: 'p.pdf', contentType: 'application/pdf', data: PDF },
          ]),
        400,
      );
      expect(body.batch).toEqual(['Batch is required']);
      expect(body.roll_number).toEqual(['Roll number is required']);
      expect(body.membership_type).toEqual(['id must be a number']);
    });

    it('a body that is no object: 400', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: url(),
        headers: { ...cast.user.headers, 'content-type': 'application/json' },
        body: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    });
  });

  it('removes the stored proof when the row cannot be written', async () => {
    // A trigger makes the insert fail after the file was stored.
    await sql
      .raw(
        `CREATE FUNCTION refuse_request() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
           IF NEW.institute = 'Refused' THEN RAISE EXCEPTION 'refused by test'; END IF; RETURN NEW; END $$`,
      )
      .execute(t.app.db);
    await sql
      .raw(
        `CREATE TRIGGER refuse_request BEFORE INSERT ON membership_requests FOR EACH ROW EXECUTE FUNCTION refuse_request()`,
      )
      .execute(t.app.db);
    try {
      const [requests, files] = [await requestCount(), privateProofs(t.config.dataDir).length];
      const response = await postForm(cast.user, [
        ...formFields({ ...REQUEST_BODY, institute: 'Refused', membership_type: String(typeId) }),
        { field: 'proof_document', filename: 'p.pdf', contentType: 'application/pdf', data: PDF },
      ]);
      expect(response.statusCode).toBe(500);
      expect([await requestCount(), privateProofs(t.config.dataDir).length]).toEqual([requests, files]);
    } finally {
      await sql.raw('DROP TRIGGER refuse_request ON membership_requests').execute(t.app.db);
    }
  });
});
