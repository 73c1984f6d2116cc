/*
 * Verifiable certificates (issue 36): the code behind the certificate's QR code, the public look-up, the
 * holder's verify_url and the PDF download.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { verifyCertificate } from '../src/modules/certificates/certificate-verification.service';
import { addMonths, today as todayInDhaka } from '../src/lib/business-dates';
import { authHeader, createUser, drivers, RELAXED_RATE_LIMITS, type TestApp } from './helpers';
import { createCastApp, type Caller, type Cast } from './support/cast';
import { API, payFor, SITE, approveOffline } from './support/fixtures';
import { createMembershipType } from './support/association-fixtures';

const NOT_VALID = { message: 'This is not a valid certificate.', code: 'CERTIFICATE_NOT_FOUND' };
const CODE_URL = new RegExp(`^${SITE}/verify/([a-z2-7]{32})$`);

describe.each(drivers)('certificate verification (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  let typeId: number;
  let lifetimeId: number;
  let address = 0;
  /** Each test looks up from an address of its own, so the per-address limit is tested apart. */
  const nextAddress = () => `10.0.0.${++address}`;

  beforeAll(async () => {
    ({ t, cast } = await createCastApp({
      driver,
      rateLimits: { ...RELAXED_RATE_LIMITS, certificateVerificationsPerIp: 5 },
    }));
    typeId = await createMembershipType(t.database, cast.associationId, {
      name: 'General <Member>',
      short_name: 'GM',
      duration_month: 12,
    });
    lifetimeId = await createMembershipType(t.database, cast.associationId, {
      name: 'Life Member',
      short_name: 'LM',
      duration_month: 1200,
    });
  });
  afterAll(async () => t?.close());

  async function member(first = 'Rahim', last = 'Uddin'): Promise<Caller> {
    const user = await createUser(t.database);
    await t.app.db.updateTable('users').set({ first_name: first, last_name: last }).where('id', '=', user.id).execute();
    return { id: user.id, email: user.email, headers: await authHeader(t.app, user.id) };
  }

  /** A membership approved by the association's admin; its id. */
  async function membershipOf(who: Caller, type = typeId): Promise<number> {
    const paid = await payFor(t.app, who, cast.associationId, type, true);
    const approved = await approveOffline(t.app, cast.associationAdmin, paid.id);
    expect(approved.statusCode).toBe(200);
    return approved.json().membership.id;
  }

  const mine = async (who: Caller) => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/auth/user/memberships/`, headers: who.headers });
    expect(response.statusCode).toBe(200);
    return response.json().results as { id: number; verify_url?: string }[];
  };
  const codeOf = async (who: Caller, id: number) => {
    const url = (await mine(who)).find((m) => m.id === id)?.verify_url ?? '';
    const match = CODE_URL.exec(url);
    if (!match) throw new Error(`no verify_url: ${url}`);
    return match[1];
  };
  const verify = (code: string, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'GET', url: `${API}/certificates/verify/${code}/`, remoteAddress });

  it('the holder’s memberships carry verify_url; the code stays the same for the period', async () => {
    const holder = await member();
    const id = await membershipOf(holder);
    const code = await codeOf(holder, id);
    expect(await codeOf(holder, id)).toBe(code);
    // Another holder's membership has its own code.
    const other = await member('Karim', 'Ali');
    expect(await codeOf(other, await membershipOf(other))).not.toBe(code);
    // An admin's view of the members carries no verify_url.
    const members = await t.app.inject({
      method: 'GET',
      url: `${API}/associations/${cast.associationId}/memberships/`,
      headers: cast.associationAdmin.headers,
    });
    expect(members.statusCode).toBe(200);
    expect(members.body).not.toContain('verify_url');
    expect(members.body).not.toContain(code);
  });

  it('a code answers the certificate’s fields and nothing else: no e-mail, phone or ids', async () => {
    const holder = await member('রহিম', 'Uddin');
    await t.app.db.updateTable('users').set({ phone_number: '01700000000' }).where('id', '=', holder.id!).execute();
    const id = await membershipOf(holder);
    const response = await verify(await codeOf(holder, id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const row = await t.app.db.selectFrom('memberships').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const today = todayInDhaka();
    expect(response.json()).toEqual({
      holder_name: 'রহিম Uddin',
      association_name: 'Cast Association One',
      membership_type: 'General <Member>',
      serial: `GM-${String(row.serial).padStart(4, '0')}`,
      start_date: today,
      end_date: addMonths(today, 12),
      is_valid: true,
      checked_on: today,
    });
    expect(response.body).not.toContain(holder.email!);
    expect(response.body).not.toContain('01700000000');
  });

  it('a lifetime membership has no end date and stays valid', async () => {
    const holder = await member();
    const id = await membershipOf(holder, lifetimeId);
    const body = (await verify(await codeOf(holder, id))).json();
    expect(body).toMatchObject({ membership_type: 'Life Member', end_date: null, is_valid: true });
  });

  it('an unknown or malformed code is 404 "not a valid certificate", all alike', async () => {
    for (const code of ['a'.repeat(32), 'abc', 'A'.repeat(40), '%3Cscript%3E', '1'.repeat(32)]) {
      const response = await verify(code);
      expect({ code, status: response.statusCode }).toEqual({ code, status: 404 });
      expect(response.json()).toEqual(NOT_VALID);
    }
  });

  it('a code read in capitals (typed off the paper) verifies the same certificate', async () => {
    const holder = await member();
    const code = await codeOf(holder, await membershipOf(holder));
    expect((await verify(code.toUpperCase())).statusCode).toBe(200);
  });

  it('an expired period answers with is_valid false; its last day is still valid', async () => {
    const holder = await member();
    const id = await membershipOf(holder);
    const code = await codeOf(holder, id);
    await t.app.db
      .updateTable('certificate_codes')
      .set({ period_start: '2025-01-01', period_end: '2025-12-31' })
      .where('code', '=', code)
      .execute();
    expect((await verify(code)).json()).toMatchObject({ is_valid: false, end_date: '2025-12-31' });
    // Clock edges, in Asia/Dhaka dates (UTC+6): the end date's evening in UTC is already the next day there.
    const on = (iso: string) => verifyCertificate(t.app.db, code, new Date(iso));
    expect(await on('2025-12-31T17:59:59Z')).toMatchObject({ is_valid: true, checked_on: '2025-12-31' });
    expect(await on('2025-12-31T18:00:00Z')).toMatchObject({ is_valid: false, checked_on: '2026-01-01' });
  });

  it('a renewal (new dates) gets a new code; the old one shows its own period', async () => {
    const holder = await member();
    const id = await membershipOf(holder);
    const first = await codeOf(holder, id);
    const before = (await verify(first)).json();
    await t.app.db
      .updateTable('memberships')
      .set({ start_date: '2030-01-01', end_date: '2031-01-01' })
      .where('id', '=', id)
      .execute();
    const second = await codeOf(holder, id);
    expect(second).not.toBe(first);
    expect((await verify(first)).json()).toEqual(before);
    expect((await verify(second)).json()).toMatchObject({
      start_date: '2030-01-01',
      end_date: '2031-01-01',
      is_valid: true,
    });
  });

  it('revoked with the membership: a deleted membership or a deleted account no longer verifies (404)', async () => {
    const holder = await member();
    const id = await membershipOf(holder);
    const code = await codeOf(holder, id);
    await t.app.db.deleteFrom('memberships').where('id', '=', id).execute();
    expect((await verify(code)).json()).toEqual(NOT_VALID);

    const leaving = await member();
    const kept = await codeOf(leaving, await membershipOf(leaving));
    expect((await verify(kept)).statusCode).toBe(200);
    await t.app.db.updateTable('users').set({ is_active: false }).where('id', '=', leaving.id!).execute();
    expect((await verify(kept)).statusCode).toBe(404);
  });

  it('look-ups are limited per address (429 with Retry-After); another address is not affected', async () => {
    const holder = await member();
    const code = await codeOf(holder, await membershipOf(holder));
    const address = nextAddress();
    for (let i = 0; i < 5; i++) expect((await verify(i % 2 ? code : 'b'.repeat(32), address)).statusCode).not.toBe(429);
    const limited = await verify(code, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify(code)).statusCode).toBe(200);
  });

  it('the holder downloads the certificate PDF; anyone else gets 404, anonymous 401', async () => {
    const holder = await member();
    const id = await membershipOf(holder);
    const download = (who: Caller, membershipId = id) =>
      t.app.inject({ method: 'GET', url: `${API}/memberships/${membershipId}/certificate/`, headers: who.headers });
    const response = await download(holder);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="membership-certificate-GM-\d{4}\.pdf"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const table: [string, Caller, number][] = [
      ['anonymous', cast.anonymous, 401],
      ['another user', cast.otherUser, 404],
      ['this association’s admin', cast.associationAdmin, 404],
      ['admin of another association', cast.otherAssociationAdmin, 404],
      ['the super admin', cast.superAdmin, 404],
    ];
    for (const [who, caller, status] of table) {
      const answer = await download(caller);
      expect({ who, status: answer.statusCode }).toEqual({ who, status });
      expect(answer.headers['content-type']).not.toBe('application/pdf');
    }
    expect((await download(holder, 999999)).statusCode).toBe(404);
    // The PDF is of the same period as verify_url: downloading issues no second code.
    const codes = await t.app.db
      .selectFrom('certificate_codes')
      .select('code')
      .where('membership_id', '=', id)
      .execute();
    expect(codes).toEqual([{ code: await codeOf(holder, id) }]);
  });
});
