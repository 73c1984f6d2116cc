/*
 * Reconciling offline payments from a statement (issue 39 part 2): statements made here in each layout
 * (bKash CSV, Nagad XLSX, a bank XLSX, a generic CSV mapped by hand) are matched to the members' claims,
 * approved in bulk exactly as single approvals, and never settle a line (or a payment) twice.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, today } from '../src/lib/business-dates';
import { drivers, type TestApp } from './helpers';
import { createCastApp, type Caller, type Cast } from './support/cast';
import { createMembershipType, GENERAL_MEMBER } from './support/association-fixtures';
import { membershipsOf, transactionRow } from './support/fixtures';
import {
  approveLines,
  BANK_HEADER,
  BKASH_HEADER,
  claimOffline,
  csvOf,
  getReconciliation,
  NAGAD_HEADER,
  uploadStatement,
  xlsxOf,
} from './support/statements';

const day = (back: number) => addDays(today(), -back);

type Match = { line: { id: number; trx_id: string | null }; transaction: { id: number }; kind: string; state: string };
type View = {
  id: number;
  status: string;
  layout: string;
  rows_done: number;
  rows_total: number;
  counts: { lines: number; matched: number; unmatched: number; settled_before: number };
  matches: Match[];
  unmatched: { id: number; trx_id: string | null; amount: number }[];
};

describe.each(drivers)('statement reconciliation (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  let typeId: number;
  let members: Caller[];

  const setPhone = (who: Caller, phone: string) =>
    t.app.db.updateTable('users').set({ phone_number: phone }).where('id', '=', who.id!).execute();
  const upload = (file: Buffer, fields: Record<string, string> = {}, who: Caller = cast.associationAdmin) =>
    uploadStatement(t.app, who, cast.associationId, file, fields);
  const mails = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counts = async () => ({
    uploads: Number(
      (
        await t.app.db
          .selectFrom('statement_reconciliations')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    lines: Number(
      (
        await t.app.db
          .selectFrom('statement_lines')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  beforeAll(async () => {
    ({ t, cast } = await createCastApp({ driver }));
    typeId = await createMembershipType(t.database, cast.associationId, { ...GENERAL_MEMBER, fee: 1000 });
    members = [];
    for (let i = 0; i < 6; i++) members.push(await createCastMember(t, cast));
  });
  afterAll(async () => t?.close());

  it('bKash CSV: proposes by the typed reference and by amount, date and phone; lists what matches nothing; bulk approval is the single approval', async () => {
    const [a, b, c] = members;
    await setPhone(b, '+880 1712-345678');
    const byReference = await claimOffline(t.app, a, cast.associationId, typeId, {
      reference: '9AB7CD12EF',
      method: 'bKash',
      paid_on: day(2),
    });
    const byPhone = await claimOffline(t.app, b, cast.associationId, typeId, { paid_on: day(3) });
    const noMatch = await claimOffline(t.app, c, cast.associationId, typeId, { reference: 'NOPE00000' });

    const statement = csvOf([
      BKASH_HEADER,
      ['9AB7CD12EF', `${day(2)} 10:15:00`, 'Payment', '01911111111', '৳1,000.00', 'সদস্য ফি', '৳5,000'],
      ['9AB7CD12EG', `${day(1)} 09:00:00`, 'Payment', '8801712345678', '1,000', '', '6,000'],
      ['9AB7CD12EH', `${day(1)} 11:00:00`, 'Cash Out', '01712345678', '1,000', '', '5,000'],
      ['9AB7CD12EI', `${day(1)} 12:00:00`, 'Received Money', '01811111111', '750', '=HYPERLINK("http://x")', '5,750'],
    ]);
    const response = await upload(statement);
    expect(response.statusCode).toBe(200);
    const view = response.json<View>();
    expect(view).toMatchObject({ status: 'done', layout: 'bkash', rows_done: 4, rows_total: 4 });
    expect(view.counts).toEqual({ lines: 3, matched: 2, unmatched: 1, settled_before: 0 });
    const byLine = new Map(view.matches.map((m) => [m.line.trx_id, m]));
    expect(byLine.get('9AB7CD12EF')).toMatchObject({
      transaction: { id: byReference.id },
      kind: 'reference',
      state: 'proposed',
    });
    expect(byLine.get('9AB7CD12EG')).toMatchObject({ transaction: { id: byPhone.id }, kind: 'amount_date_phone' });
    // The formula-looking reference is kept as text; Bangla survives.
    expect(view.unmatched).toEqual([
      expect.objectContaining({ trx_id: '9AB7CD12EI', amount: 750, reference: '=HYPERLINK("http://x")' }),
    ]);
    expect(response.body).toContain('সদস্য ফি');

    const mailsBefore = await mails();
    const approved = await approveLines(
      t.app,
      cast.associationAdmin,
      cast.associationId,
      view.id,
      view.matches.map((m) => m.line.id),
    );
    expect(approved.statusCode).toBe(200);
    const result = approved.json<{
      approved: { transaction: number; membership: { serial: number } }[];
      failed: unknown[];
    }>();
    expect(result.failed).toEqual([]);
    // In file order, each with the next serial.
    expect(result.approved.map((x) => [x.transaction, x.membership.serial])).toEqual([
      [byReference.id, 1],
      [byPhone.id, 2],
    ]);
    expect(await mails()).toBe(mailsBefore + 2);
    expect(await transactionRow(t, byReference.id)).toMatchObject({
      status: 'success',
      approved_by: cast.associationAdmin.id,
      transaction_method: 'bKash',
      platform_transaction_id: '9AB7CD12EF',
      transaction_date: `${day(2)}T00:00:00.000Z`,
    });
    expect(await membershipsOf(t, byPhone.requestId)).toHaveLength(1);
    expect((await transactionRow(t, noMatch.id)).status).toBe('pending');

    const after = (await getReconciliation(t.app, cast.associationAdmin, cast.associationId, view.id)).json<View>();
    expect(after.matches.map((m) => m.state)).toEqual(['approved', 'approved']);

    // The same statement again: nothing proposed, nothing settled twice.
    const again = (await upload(statement)).json<View>();
    expect(again.counts).toEqual({ lines: 3, matched: 0, unmatched: 1, settled_before: 2 });
    const twice = await approveLines(t.app, cast.associationAdmin, cast.associationId, again.id, [
      ...view.matches.map((m) => m.line.id),
      again.unmatched[0].id,
    ]);
    expect(twice.json().approved).toEqual([]);
    expect(twice.json().failed.map((f: { code: string }) => f.code)).toEqual(['NO_MATCH', 'NO_MATCH', 'NO_MATCH']);
    expect(await mails()).toBe(mailsBefore + 2);
  });

  it('two uploads racing to approve the same line, or two lines the same payment: settled once', async () => {
    const [, , , d, e] = members;
    await setPhone(e, '01612345678');
    const paid = await claimOffline(t.app, d, cast.associationId, typeId, { reference: 'RACE00001' });
    const paidE = await claimOffline(t.app, e, cast.associationId, typeId, { paid_on: day(1) });
    const statement = csvOf([BKASH_HEADER, ['RACE00001', day(1), 'Payment', '01700000000', '1000', '', '1']]);
    const first = (await upload(statement)).json<View>();
    const second = (await upload(statement)).json<View>();
    expect(first.matches[0].line.id).toBe(second.matches[0].line.id);
    const results = await Promise.all([
      approveLines(t.app, cast.associationAdmin, cast.associationId, first.id, [first.matches[0].line.id]),
      approveLines(t.app, cast.superAdmin, cast.associationId, second.id, [second.matches[0].line.id]),
    ]);
    const outcomes = results.map((r) => r.json<{ approved: unknown[]; failed: { code: string }[] }>());
    expect(outcomes.map((o) => o.approved.length).sort()).toEqual([0, 1]);
    expect(outcomes.flatMap((o) => o.failed.map((f) => f.code))).toEqual([
      expect.stringMatching(/^(ALREADY_APPROVED|LINE_ALREADY_SETTLED)$/),
    ]);
    expect(await membershipsOf(t, paid.requestId)).toHaveLength(1);

    // Two statements (a bKash line and a generic one) proposing the same payment: the second fails.
    const bkash = (
      await upload(csvOf([BKASH_HEADER, ['EEE000001', day(1), 'Payment', '01612345678', '1000', '', '1']]))
    ).json<View>();
    const generic = (
      await upload(
        csvOf([
          ['When', 'Paid', 'Memo', 'Mobile'],
          [day(1), '1000', 'x', '01612345678'],
        ]),
        {
          layout: 'generic',
          date_column: 'When',
          amount_column: 'Paid',
          reference_column: 'Memo',
          phone_column: 'Mobile',
        },
      )
    ).json<View>();
    expect(bkash.matches[0].transaction.id).toBe(paidE.id);
    expect(generic.matches[0].transaction.id).toBe(paidE.id);
    const one = await approveLines(t.app, cast.associationAdmin, cast.associationId, bkash.id, [
      bkash.matches[0].line.id,
    ]);
    expect(one.json().approved).toHaveLength(1);
    const other = await approveLines(t.app, cast.associationAdmin, cast.associationId, generic.id, [
      generic.matches[0].line.id,
    ]);
    expect(other.json()).toMatchObject({ approved: [], failed: [{ code: 'ALREADY_APPROVED' }] });
    expect(await membershipsOf(t, paidE.requestId)).toHaveLength(1);
  });

  it('Nagad and bank statements as XLSX, found by their headers', async () => {
    const associationId = cast.associationId;
    const [, , , , , f] = members;
    const nagadClaim = await claimOffline(t.app, f, associationId, typeId, { reference: '7NAGAD123' });
    const bankClaim = await claimOffline(t.app, f, associationId, typeId);
    const nagad = await upload(
      await xlsxOf([NAGAD_HEADER, ['7NAGAD123', day(1), 'Cash In', '8801512345678', 1000, 'fee']]),
    );
    expect(nagad.statusCode).toBe(200);
    expect(nagad.json<View>()).toMatchObject({
      layout: 'nagad',
      matches: [{ transaction: { id: nagadClaim.id }, kind: 'reference' }],
    });

    const bank = await upload(
      await xlsxOf([
        BANK_HEADER,
        [new Date(`${day(1)}T00:00:00Z`), `BEFTN CR REF ${bankClaim.transaction_id}`, '', '', '1,000.00', '20,000.00'],
        [new Date(`${day(1)}T00:00:00Z`), 'ATM', '', '500.00', '', '19,500.00'],
      ]),
    );
    expect(bank.statusCode).toBe(200);
    expect(bank.json<View>()).toMatchObject({
      layout: 'bank',
      counts: { lines: 1 },
      matches: [{ transaction: { id: bankClaim.id }, kind: 'reference' }],
    });
  });

  it('a UTF-16 CSV is read; files that are not statements are refused and write nothing', async () => {
    const before = await counts();
    const utf16 = await upload(
      csvOf([BKASH_HEADER, ['UTF16LINE1', day(1), 'Received', '01711111111', '৳৫০০', '', '0']], {
        encoding: 'utf-16le',
      }),
    );
    expect(utf16.statusCode).toBe(200);
    expect(utf16.json<View>().unmatched[0]).toMatchObject({ trx_id: 'UTF16LINE1', amount: 500 });

    const afterGood = await counts();
    const cases: [Buffer, Record<string, string>, number, string][] = [
      [
        csvOf([
          ['Name', 'City'],
          ['A', 'B'],
        ]),
        {},
        400,
        'file',
      ],
      [csvOf([['When', 'Paid']]), { layout: 'generic', date_column: 'When' }, 400, 'amount_column'],
      [
        csvOf([
          ['When', 'Paid', 'Memo'],
          [day(1), '1', 'x'],
        ]),
        { layout: 'generic', date_column: 'When', amount_column: 'Paid', reference_column: 'Nope' },
        400,
        'reference_column',
      ],
      [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), {}, 400, 'file'],
      [csvOf([BKASH_HEADER]), { layout: 'zip' }, 400, 'layout'],
      [Buffer.alloc(10 * 1024 * 1024 + 10, 0x41), {}, 413, 'file'],
    ];
    for (const [file, fields, status, field] of cases) {
      const response = await upload(file, fields);
      expect({ status: response.statusCode, field: Object.keys(response.json()).includes(field) }).toEqual({
        status,
        field: true,
      });
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await counts()).toEqual(afterGood);
    expect(afterGood.uploads).toBe(before.uploads + 1);
  });

  it('authorization: anonymous 401; a plain user and another association’s admin 404 before the file is read', async () => {
    const statement = csvOf([BKASH_HEADER, ['AUTH00001', day(1), 'Payment', '01700000000', '1', '', '1']]);
    const own = (await upload(statement)).json<View>();
    const table: [string, Caller, number][] = [
      ['anonymous', cast.anonymous, 401],
      ['a plain user', cast.user, 404],
      ['another association’s admin', cast.otherAssociationAdmin, 404],
    ];
    for (const [who, caller, status] of table) {
      expect({ who, status: (await upload(statement, {}, caller)).statusCode }).toEqual({ who, status });
      expect({ who, status: (await getReconciliation(t.app, caller, cast.associationId, own.id)).statusCode }).toEqual({
        who,
        status,
      });
      expect({ who, status: (await approveLines(t.app, caller, cast.associationId, own.id, [1])).statusCode }).toEqual({
        who,
        status,
      });
    }
    expect((await getReconciliation(t.app, cast.superAdmin, cast.associationId, own.id)).statusCode).toBe(200);
    // Its admin asking through another association's address: 404.
    expect(
      (await getReconciliation(t.app, cast.otherAssociationAdmin, cast.otherAssociationId, own.id)).statusCode,
    ).toBe(404);
    const bad = await approveLines(t.app, cast.associationAdmin, cast.associationId, own.id, []);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', lines: ['Choose at least one match to approve'] });
  });

  it('a large statement is read by the job: 202, progress rows done of rows in all, then its matches', async () => {
    const [member] = members;
    const claim = await claimOffline(t.app, member, cast.associationId, typeId, { reference: 'BIGLINE0042' });
    const rows: (string | number)[][] = [BKASH_HEADER];
    for (let i = 0; i < 700; i++)
      rows.push([
        `BIGLINE${String(i).padStart(4, '0')}`,
        `${day(1)} 10:00:00`,
        'Payment',
        '01300000000',
        i === 42 ? 1000 : 10,
        '',
        0,
      ]);
    await t.app.jobs.start({ workers: false });
    const response = await upload(await xlsxOf(rows));
    expect(response.statusCode).toBe(202);
    const queued = response.json<View>();
    expect(queued).toMatchObject({ status: 'queued', rows_done: 0, rows_total: 700, matches: [], unmatched: [] });

    expect(await t.app.jobs.runOnce('reconciliation-read')).not.toBeNull();
    const done = (await getReconciliation(t.app, cast.associationAdmin, cast.associationId, queued.id)).json<View>();
    expect(done).toMatchObject({ status: 'done', rows_done: 700, rows_total: 700 });
    expect(done.counts).toMatchObject({ lines: 700, matched: 1, unmatched: 699 });
    expect(done.matches[0].transaction.id).toBe(claim.id);
    // Run again (a retry after a crash): nothing changes.
    await t.app.jobs.send('reconciliation-read', { id: queued.id });
    await t.app.jobs.runOnce('reconciliation-read');
    expect(
      (await getReconciliation(t.app, cast.associationAdmin, cast.associationId, queued.id)).json<View>().counts,
    ).toEqual(done.counts);
  });

  it('the member’s claim is validated', async () => {
    const [member] = members;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transactions/memberships/',
      headers: member.headers,
      payload: {
        membership_request: 1,
        base_url: 'http://localhost:8080/x',
        offline: true,
        claim: { paid_on: '2026-02-30', phone: '12345' },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      'claim.paid_on': ['Date paid must be a real date (yyyy-MM-dd)'],
      'claim.phone': ['Enter a Bangladeshi mobile number, such as 01712345678'],
    });
    const claim = await claimOffline(t.app, member, cast.associationId, typeId, {
      reference: ' abc123 ',
      phone: '+8801712345678',
    });
    expect(await transactionRow(t, claim.id)).toMatchObject({ claim_reference: 'abc123', claim_phone: '01712345678' });
  });
});

async function createCastMember(t: TestApp, _cast: Cast): Promise<Caller> {
  const { createUser, authHeader } = await import('./helpers');
  const user = await createUser(t.database);
  return { id: user.id, email: user.email, headers: await authHeader(t.app, user.id) };
}
