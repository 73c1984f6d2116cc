import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { createUser, authHeader, drivers, type TestApp } from './helpers';
import { createCastApp, type Caller, type Cast } from './support/cast';
import { API, PDF, REQUEST_BODY, membershipsOf, payFor, transactionRow, approveOffline } from './support/fixtures';
import { addAdmin, createAssociation, createMembershipType, GENERAL_MEMBER } from './support/association-fixtures';
import { multipart } from './support/multipart';

const APPROVAL = { transaction_date: '2026-01-15', transaction_method: 'bKash', platform_transaction_id: 'BKASH-991' };

describe.each(drivers)('offline approval (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  let typeId: number;

  beforeAll(async () => {
    ({ t, cast } = await createCastApp({ driver }));
    typeId = await createMembershipType(t.database, cast.associationId, { ...GENERAL_MEMBER, fee: 1000 });
  });
  afterAll(async () => t?.close());

  const approve = (id: number, who: Caller, payload: object = APPROVAL) => approveOffline(t.app, who, id, payload);
  const pendingOffline = (who: Caller = cast.user, associationId = cast.associationId, type = typeId) =>
    payFor(t.app, who, associationId, type, true);
  const lastSerial = async (associationId = cast.associationId) =>
    (
      await t.app.db
        .selectFrom('associations')
        .select('last_serial')
        .where('id', '=', associationId)
        .executeTakeFirstOrThrow()
    ).last_serial;

  it('the association admin approves: 200, the transaction succeeds and the membership is made', async () => {
    const paid = await pendingOffline();
    const response = await approve(paid.id, cast.associationAdmin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      message: 'Transaction approved successfully.',
      transaction: expect.objectContaining({
        id: paid.id,
        transaction_id: paid.transaction_id,
        success: true,
        status: 'success',
        offline: true,
        amount: 1000,
        currency: 'BDT',
        transaction_method: 'bKash',
        platform_transaction_id: 'BKASH-991',
        transaction_date: '2026-01-15T00:00:00.000Z',
        user: {
          id: cast.user.id,
          public_handle: expect.stringMatching(/^[0-9a-f]{16}$/),
          first_name: '',
          last_name: '',
          email: cast.user.email,
        },
        membership_request: {
          id: paid.requestId,
          alumni_association: { id: cast.associationId, name: 'Cast Association One' },
          membership_type: { id: typeId, name: 'General Member' },
          renewal_of: null,
        },
      }),
      membership: { id: expect.any(Number), serial: 1 },
    });
    const row = await transactionRow(t, paid.id);
    expect(row).toMatchObject({ approved_by: cast.associationAdmin.id, status: 'success', success: true });
    expect(row.approved_at).not.toBeNull();
    const [membership] = await membershipsOf(t, paid.requestId);
    expect(membership).toMatchObject({ serial: 1, user_id: cast.user.id, transaction_id: paid.id });
    const start = new Date(`${membership.start_date}T00:00:00Z`);
    const expectedEnd = new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate()))
      .toISOString()
      .slice(0, 10);
    expect(membership.end_date).toBe(expectedEnd);
    expect(await lastSerial()).toBe(1);

    const again = await approve(paid.id, cast.associationAdmin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This transaction is already approved.', code: 'ALREADY_APPROVED' });
    expect(await membershipsOf(t, paid.requestId)).toHaveLength(1);
  });

  it('authorization: anonymous 401; a plain user, the payer and another association’s admin 404; admin and super admin 200', async () => {
    const table: [string, Caller, number][] = [
      ['anonymous', cast.anonymous, 401],
      ['a plain user', cast.otherUser, 404],
      ['the payer', cast.user, 404],
      ['admin of another association', cast.otherAssociationAdmin, 404],
      ['this association’s admin', cast.associationAdmin, 200],
      ['the super admin', cast.superAdmin, 200],
    ];
    for (const [who, caller, status] of table) {
      const paid = await pendingOffline();
      const response = await approve(paid.id, caller);
      expect({ who, status: response.statusCode }).toEqual({ who, status });
      if (status === 404)
        expect(response.json()).toEqual({ message: 'Transaction not found.', code: 'TRANSACTION_NOT_FOUND' });
      expect(await membershipsOf(t, paid.requestId)).toHaveLength(status === 200 ? 1 : 0);
    }
    expect((await approve(999999, cast.superAdmin)).statusCode).toBe(404);
  });

  it('online transactions are not approved by hand: 400', async () => {
    const online = await payFor(t.app, cast.user, cast.associationId, typeId, false);
    const response = await approve(online.id, cast.associationAdmin);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('NOT_OFFLINE');
    expect((await transactionRow(t, online.id)).status).toBe('pending');
  });

  it('validates the approval', async () => {
    const paid = await pendingOffline();
    const missing = await approve(paid.id, cast.associationAdmin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      transaction_date: ['Transaction date is required'],
      transaction_method: ['Transaction method is required'],
    });
    const blank = await approve(paid.id, cast.associationAdmin, {
      transaction_date: 'yesterday',
      transaction_method: '  ',
    });
    expect(blank.json().transaction_method).toEqual(['Transaction method is required']);
    expect(blank.json().transaction_date?.length).toBeGreaterThan(0);
    const serial = await approve(paid.id, cast.associationAdmin, { ...APPROVAL, membership_serial: 0 });
    expect(serial.json().membership_serial).toEqual(['Membership serial must be 1 or more']);
    for (const bad of ['12a', true, 4.5]) {
      const response = await approve(paid.id, cast.associationAdmin, { ...APPROVAL, membership_serial: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().membership_serial).toHaveLength(1);
    }
    const future = new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10);
    const later = await approve(paid.id, cast.associationAdmin, { ...APPROVAL, transaction_date: future });
    expect(later.statusCode).toBe(400);
    expect(later.json()).toEqual({
      message: 'Transaction date cannot be in the future.',
      code: 'VALIDATION_ERROR',
      transaction_date: ['Transaction date cannot be in the future.'],
    });
    expect((await transactionRow(t, paid.id)).status).toBe('pending');
    expect(await membershipsOf(t, paid.requestId)).toHaveLength(0);
  });

  it('a custom serial: taken -> 409 and nothing changes; above the counter -> the counter moves up', async () => {
    const associationId = await createAssociation(t.database);
    const admin = await createUser(t.database);
    await addAdmin(t.database, associationId, admin.id);
    const adminCaller: Caller = { id: admin.id, email: admin.email, headers: await authHeader(t.app, admin.id) };
    const type = await createMembershipType(t.database, associationId, {
      short_name: 'LM',
      fee: 5000,
      duration_month: 1200,
    });

    const first = await pendingOffline(cast.user, associationId, type);
    const custom = await approve(first.id, adminCaller, { ...APPROVAL, membership_serial: 42 });
    expect(custom.statusCode).toBe(200);
    expect(custom.json().membership.serial).toBe(42);
    expect(await lastSerial(associationId)).toBe(42);
    expect((await membershipsOf(t, first.requestId))[0].end_date).toBeNull();

    const second = await pendingOffline(cast.user, associationId, type);
    const before = await transactionRow(t, second.id);
    const taken = await approve(second.id, adminCaller, { ...APPROVAL, membership_serial: '42' });
    expect(taken.statusCode).toBe(409);
    const message =
      'Membership serial 42 is already used in this association. Choose another serial or leave it empty.';
    expect(taken.json()).toEqual({ message, code: 'SERIAL_TAKEN', membership_serial: [message] });
    expect(await transactionRow(t, second.id)).toEqual(before);
    expect(await membershipsOf(t, second.requestId)).toHaveLength(0);
    expect(await lastSerial(associationId)).toBe(42);

    // Automatic after a custom one: no collision (an empty custom serial means automatic).
    const auto = await approve(second.id, adminCaller, { ...APPROVAL, membership_serial: '' });
    expect(auto.json().membership.serial).toBe(43);
    // A free lower serial fills a gap and leaves the counter where it is.
    const nulled = await approve((await pendingOffline(cast.user, associationId, type)).id, adminCaller, {
      ...APPROVAL,
      membership_serial: null,
    });
    expect(nulled.json().membership.serial).toBe(44);
    const third = await pendingOffline(cast.user, associationId, type);
    const gap = await approve(third.id, adminCaller, { ...APPROVAL, membership_serial: 7 });
    expect(gap.json().membership.serial).toBe(7);
    expect(await lastSerial(associationId)).toBe(44);
    // Serials are per association: 42 is free in the other one.
    const elsewhere = await pendingOffline(cast.user);
    const free = await approve(elsewhere.id, cast.associationAdmin, { ...APPROVAL, membership_serial: 42 });
    expect(free.statusCode).toBe(200);
  });

  it('concurrent approvals never share a serial (20 at once -> 1..20)', async () => {
    const associationId = await createAssociation(t.database);
    const admin = await createUser(t.database);
    await addAdmin(t.database, associationId, admin.id);
    const adminCaller: Caller = { id: admin.id, email: admin.email, headers: await authHeader(t.app, admin.id) };
    const type = await createMembershipType(t.database, associationId, { fee: 100, duration_month: 1 });
    const pending = [];
    for (let i = 0; i < 20; i++) {
      const user = await createUser(t.database);
      pending.push(
        await pendingOffline(
          { id: user.id, email: user.email, headers: await authHeader(t.app, user.id) },
          associationId,
          type,
        ),
      );
    }
    const responses = await Promise.all(pending.map((p) => approve(p.id, adminCaller)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const serials = responses.map((r) => r.json().membership.serial as number).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await lastSerial(associationId)).toBe(20);

    // The same transaction approved five times at once: one success, four conflicts, one membership.
    const one = await pendingOffline(cast.user, associationId, type);
    const racing = await Promise.all(Array.from({ length: 5 }, () => approve(one.id, adminCaller)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await membershipsOf(t, one.requestId)).toHaveLength(1);
  });

  describe('transaction lists', () => {
    let listAssociation: number;
    let listAdmin: Caller;
    let payer: Caller;
    let ids: { offlinePending: number; offlineApproved: number; online: number };
    let proofRequestId: number;

    beforeAll(async () => {
      listAssociation = await createAssociation(t.database, { name: 'List Association' });
      const admin = await createUser(t.database);
      await addAdmin(t.database, listAssociation, admin.id);
      listAdmin = { id: admin.id, email: admin.email, headers: await authHeader(t.app, admin.id) };
      const user = await createUser(t.database);
      payer = { id: user.id, email: user.email, headers: await authHeader(t.app, user.id) };
      const type = await createMembershipType(t.database, listAssociation, { fee: 300 });

      // With a proof document.
      const form = multipart([
        ...Object.entries({ ...REQUEST_BODY, membership_type: String(type) }).map(([field, value]) => ({
          field,
          value,
        })),
        { field: 'proof_document', filename: 'p.pdf', contentType: 'application/pdf', data: PDF },
      ]);
      const created = await t.app.inject({
        method: 'POST',
        url: `${API}/associations/${listAssociation}/membership-requests/`,
        headers: { ...payer.headers, ...form.headers },
        payload: form.payload,
      });
      proofRequestId = created.json().id;
      const offlinePending = await t.app.inject({
        method: 'POST',
        url: `${API}/transactions/memberships/`,
        headers: payer.headers,
        payload: { membership_request: proofRequestId, base_url: 'http://localhost:8080/x', offline: true },
      });
      const approved = await payFor(t.app, payer, listAssociation, type, true);
      await approve(approved.id, listAdmin);
      const online = await payFor(t.app, payer, listAssociation, type, false);
      ids = { offlinePending: offlinePending.json().id, offlineApproved: approved.id, online: online.id };
    });

    /** A 200 with the three transactions, newest first; its body. */
    function expectAllThree(response: LightMyRequestResponse) {
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.count).toBe(3);
      expect(body.results.map((r: { id: number }) => r.id)).toEqual([
        ids.online,
        ids.offlineApproved,
        ids.offlinePending,
      ]);
      return body;
    }

    const list = (who: Caller, query = '', associationId = listAssociation) =>
      t.app.inject({
        method: 'GET',
        url: `${API}/associations/${associationId}/transactions/memberships/${query}`,
        headers: who.headers,
      });

    it('the association list: newest first, with user and proof_document', async () => {
      const response = await list(listAdmin);
      const body = expectAllThree(response);
      const pending = body.results[2];
      expect(pending).toMatchObject({
        user: { id: payer.id, email: payer.email },
        status: 'pending',
        success: false,
        offline: true,
        proof_document: `${API}/membership-requests/${proofRequestId}/proof-document/`,
        transaction_date: null,
      });
      expect(body.results[0].proof_document).toBeNull();
    });

    it('filters offline= and success=, and pages', async () => {
      const ids_ = async (query: string) =>
        (await list(listAdmin, query)).json().results.map((r: { id: number }) => r.id);
      expect(await ids_('?offline=true')).toEqual([ids.offlineApproved, ids.offlinePending]);
      expect(await ids_('?offline=false&success=true')).toEqual([]);
      expect(await ids_('?offline=false')).toEqual([ids.online]);
      expect(await ids_('?offline=true&success=false')).toEqual([ids.offlinePending]);
      expect(await ids_('?success=1')).toEqual([ids.offlineApproved]);
      const page2 = (await list(listAdmin, '?limit=2&page=2')).json();
      expect(page2.count).toBe(3);
      expect(page2.results.map((r: { id: number }) => r.id)).toEqual([ids.offlinePending]);
      const bad = await list(listAdmin, '?limit=0&offline=maybe');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().limit).toEqual(['limit must be 1 or more']);
      expect(bad.json().offline).toBeDefined();
    });

    it('authorization of the association list', async () => {
      const table: [string, Caller, number][] = [
        ['anonymous', cast.anonymous, 401],
        ['the payer (a plain user)', payer, 404],
        ['admin of another association', cast.associationAdmin, 404],
        ['this association’s admin', listAdmin, 200],
        ['the super admin', cast.superAdmin, 200],
      ];
      for (const [who, caller, status] of table) {
        const response = await list(caller);
        expect({ who, status: response.statusCode }).toEqual({ who, status });
      }
      expect((await list(cast.superAdmin, '', 999999)).statusCode).toBe(404);
    });

    it('your own list: only yours, newest first, paged', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API}/auth/user/transactions/memberships/`,
        headers: payer.headers,
      });
      const body = expectAllThree(response);
      expect(body.results.every((r: { user: { id: number } }) => r.user.id === payer.id)).toBe(true);
      const limited = await t.app.inject({
        method: 'GET',
        url: `${API}/auth/user/transactions/memberships/?page=1&limit=1`,
        headers: payer.headers,
      });
      expect(limited.json().results).toHaveLength(1);
      expect(limited.json().count).toBe(3);
      const tooMany = await t.app.inject({
        method: 'GET',
        url: `${API}/auth/user/transactions/memberships/?limit=101`,
        headers: payer.headers,
      });
      expect(tooMany.statusCode).toBe(400);
      const none = await t.app.inject({
        method: 'GET',
        url: `${API}/auth/user/transactions/memberships/`,
        headers: cast.otherAssociationAdmin.headers,
      });
      expect(none.json()).toEqual({ count: 0, results: [] });
      expect(
        (await t.app.inject({ method: 'GET', url: `${API}/auth/user/transactions/memberships/` })).statusCode,
      ).toBe(401);
    });
  });
});
