import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { simpleParser } from 'mailparser';
import { strToU8, zipSync } from 'fflate';
import { createUser, drivers, login, type TestApp } from './helpers';
import { createCastApp, type Caller, type Cast } from './support/cast';
import { createMembershipType, GENERAL_MEMBER, LIFE_MEMBER } from './support/association-fixtures';
import { API, approveOffline, payFor } from './support/fixtures';
import { multipart } from './support/multipart';
import { tableCounts } from './support/table-counts';

const HEADER =
  'first_name,last_name,email,phone_number,institute,batch,roll_number,membership_type,serial,start_date,end_date';

describe.each(drivers)('member import (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  let generalId: number;

  beforeAll(async () => {
    ({ t, cast } = await createCastApp({ driver }));
    generalId = await createMembershipType(t.database, cast.associationId, GENERAL_MEMBER);
    await createMembershipType(t.database, cast.associationId, { ...LIFE_MEMBER, fee: 500 });
    await t.app.jobs.start({ workers: false });
  });
  afterAll(async () => t?.close());

  const url = (associationId = cast.associationId) => `${API}/associations/${associationId}/members/import/`;
  const send = (
    file: Buffer | Uint8Array,
    fields: Record<string, string> = {},
    who: Caller = cast.associationAdmin,
    associationId = cast.associationId,
  ) => {
    const body = multipart([
      ...Object.entries(fields).map(([field, value]) => ({ field, value })),
      { field: 'file', filename: 'members.txt', contentType: 'application/octet-stream', data: Buffer.from(file) },
    ]);
    return t.app.inject({
      method: 'POST',
      url: url(associationId),
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const csv = (...lines: string[]) => Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8');
  const membershipOf = (email: string) =>
    t.app.db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .innerJoin('membership_requests as mr', 'mr.id', 'm.membership_request_id')
      .select([
        'm.id',
        'm.serial',
        'm.source',
        'm.start_date',
        'm.end_date',
        'm.period_start',
        'mr.source as request_source',
        'mr.batch',
      ])
      .where('m.association_id', '=', cast.associationId)
      .where('u.email', '=', email)
      .executeTakeFirst();

  it('checks who is calling before reading the file: 401 signed out, 404 another association or a member', async () => {
    const file = csv('A,B,a@example.com,,,,,GM,,,');
    expect((await send(file, {}, cast.anonymous)).statusCode).toBe(401);
    expect((await send(file, {}, cast.otherAssociationAdmin)).statusCode).toBe(404);
    expect((await send(file, {}, cast.user)).statusCode).toBe(404);
  });

  it('a dry run shows row by row what would happen and why, writing nothing', async () => {
    const existing = await createUser(t.database);
    const before = await tableCounts(t.app.db);
    const response = await send(
      csv(
        'Rahim,Uddin,dry.rahim@example.com,01711000000,Dhaka College,2008,101,General Member,,2024-01-15,',
        `Has,Account,${existing.email},,,,,LM,,,lifetime`,
        'Bad,Type,bad.type@example.com,,,,,Platinum,,,',
        'Bad,Date,bad.date@example.com,,,,,GM,,31/02/2024,',
        'Rahim,Again,DRY.RAHIM@example.com,,,,,GM,,,',
        'No,Mail,,01999999999,,,,GM,,,',
      ),
      { dry_run: 'true' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      dry_run: true,
      format: 'csv',
      rows_total: 6,
      created: 2,
      updated: 0,
      unchanged: 0,
      invited: 1,
    });
    expect(body.rows.map((r: { row: number; action: string }) => [r.row, r.action])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'refuse'],
      [5, 'refuse'],
      [6, 'refuse'],
      [7, 'refuse'],
    ]);
    expect(body.refused).toEqual([
      { row: 4, reason: expect.stringContaining('Unknown membership type "Platinum"') },
      { row: 5, reason: expect.stringContaining('Start date "31/02/2024" is not a date') },
      { row: 6, reason: 'Duplicate of row 2 (same e-mail).' },
      { row: 7, reason: expect.stringContaining('No member of this association has this phone number') },
    ]);
    expect(body.rows[0]).toMatchObject({ name: 'Rahim Uddin', invited: true, serial: 1 });
    expect(body.rows[1]).toMatchObject({ invited: false, serial: 2 });
    expect(await tableCounts(t.app.db)).toEqual(before);
  });

  it("says each row's reason in Bangla to an admin reading Bangla, the row numbers in Bangla digits", async () => {
    const bangla = { ...cast.associationAdmin, headers: { ...cast.associationAdmin.headers, 'accept-language': 'bn' } };
    const response = await send(
      csv(
        'Rahim,Uddin,bn.rahim@example.com,01711000000,Dhaka College,2008,101,General Member,,2024-01-15,',
        'Bad,Type,bn.type@example.com,,,,,Platinum,,,',
        'Bad,Date,bn.date@example.com,,,,,GM,,31/02/2024,',
        'Rahim,Again,BN.RAHIM@example.com,,,,,GM,,,',
      ),
      { dry_run: 'true' },
      bangla,
    );
    expect(response.statusCode).toBe(200);
    const { refused, rows } = response.json();
    expect(refused).toEqual([
      { row: 3, reason: '"Platinum" নামে কোনো সদস্যপদের ধরন নেই (এই সংগঠনের ধরনগুলো: General Member, Life Member)।' },
      { row: 4, reason: 'শুরুর তারিখ "31/02/2024" কোনো তারিখ নয়: YYYY-MM-DD (অথবা DD/MM/YYYY) আকারে লিখুন।' },
      { row: 5, reason: 'সারি ২-এর পুনরাবৃত্তি (একই ইমেইল)।' },
    ]);
    expect(rows[1].reason).toBe(refused[0].reason);
  });

  it('imports in one go: accounts for new people (invited), the membership at once for account holders; re-importing changes nothing', async () => {
    const holder = await createUser(t.database);
    const file = csv(
      'রহিম,উদ্দিন,rahim.import@example.com,+880 1711-000001,ঢাকা কলেজ,2008,২২,General Member,10,15/01/2024,',
      `Karim,Ali,${holder.email},,Dhaka College,2010,55,LM,12,2020-03-01,lifetime`,
      '"=HYPERLINK(""http://evil.example"",""x"")",Smith,evil.import@example.com,,,-2008,,gm,,2024-02-01,2026-02-01',
    );
    const response = await send(file);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      dry_run: false,
      created: 3,
      updated: 0,
      unchanged: 0,
      refused: [],
      invited: 2,
    });

    const rahim = await membershipOf('rahim.import@example.com');
    expect(rahim).toMatchObject({
      serial: 10,
      source: 'imported',
      request_source: 'imported',
      start_date: '2024-01-15',
      end_date: '2025-01-15',
      batch: '2008',
    });
    expect(rahim?.period_start).toBe('2024-01-15');
    expect(await membershipOf(holder.email)).toMatchObject({ serial: 12, end_date: null, source: 'imported' });
    // Serials left empty continue after the highest one the file names.
    expect((await membershipOf('evil.import@example.com'))?.serial).toBe(13);
    const counter = await t.app.db
      .selectFrom('associations')
      .select('last_serial')
      .where('id', '=', cast.associationId)
      .executeTakeFirstOrThrow();
    expect(counter.last_serial).toBe(13);
    const periods = await t.app.db
      .selectFrom('membership_periods')
      .select(['start_date', 'end_date'])
      .where('membership_id', '=', rahim!.id)
      .execute();
    expect(periods).toEqual([{ start_date: '2024-01-15', end_date: '2025-01-15' }]);

    // A new account: no usable password, the address confirmed, the Bangla name and phone as given.
    const account = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'rahim.import@example.com')
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ first_name: 'রহিম', last_name: 'উদ্দিন', phone_number: '01711000001' });
    expect(account.email_verified_at).not.toBeNull();
    expect(account.password_hash.startsWith('$argon2')).toBe(false);

    // The account holder sees the membership at once.
    const holderHeaders = { authorization: `Bearer ${(await login(t.app, holder.email)).access}` };
    const mine = await t.app.inject({ method: 'GET', url: `${API}/auth/user/memberships/`, headers: holderHeaders });
    expect(mine.json().results).toEqual([
      expect.objectContaining({ serial: 12, source: 'imported', status: 'lifetime' }),
    ]);

    // The admin's list and CSV say imported; the formula stays text in the CSV.
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/associations/${cast.associationId}/memberships/?limit=50`,
      headers: cast.associationAdmin.headers,
    });
    expect(list.json().results.map((m: { source: string }) => m.source)).toEqual(['imported', 'imported', 'imported']);
    const exported = await t.app.inject({
      method: 'GET',
      url: `${API}/associations/${cast.associationId}/memberships/export.csv`,
      headers: cast.associationAdmin.headers,
    });
    expect(exported.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"") Smith",evil.import@example.com`);
    expect(exported.body).toContain(",'-2008,");
    expect(exported.body).toContain('10,রহিম উদ্দিন,rahim.import@example.com');
    expect(exported.body.split('\r\n')[1]).toMatch(/,imported$/);

    // The same file again: nothing changes.
    const before = await tableCounts(t.app.db);
    const again = await send(file);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, refused: [] });
    expect(await tableCounts(t.app.db)).toEqual(before);

    // A changed row updates that membership only.
    const changed = await send(
      csv('রহিম,উদ্দিন,rahim.import@example.com,,ঢাকা কলেজ,2009,২২,General Member,10,15/01/2024,2026-01-15'),
    );
    expect(changed.json()).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect(await membershipOf('rahim.import@example.com')).toMatchObject({
      serial: 10,
      end_date: '2026-01-15',
      batch: '2009',
    });
  });

  it('mails each new account an invitation whose link sets the password through the reset flow', async () => {
    await send(csv('Invited,Person,invited.person@example.com,,,,,GM,,,'));
    expect(await t.app.jobs.runOnce('member-imports-invite')).not.toBeNull();
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .select(['message', 'subject'])
      .where('to_address', '=', 'invited.person@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Cast Association One added you as a member on Alumni Connect');
    const parsed = await simpleParser(Buffer.from(mail.message));
    const link = new URL(/https?:\/\/\S+reset-password\S+/.exec(parsed.text ?? '')![0]);
    const token = link.searchParams.get('token')!;
    const password = 'Imported-Member-42';
    const confirm = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/password/reset/confirm/`,
      payload: { token, new_password1: password, new_password2: password },
    });
    expect(confirm.statusCode).toBe(200);
    await login(t.app, 'invited.person@example.com', password);
    // Once mailed, a second run sends nothing more.
    await t.app.jobs.runOnce('member-imports-invite');
    const mails = await t.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'invited.person@example.com')
      .where('subject', 'like', '%added you as a member%')
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('refuses serial collisions, an application member, another association’s type and a phone-only stranger', async () => {
    const other = await createMembershipType(t.database, cast.otherAssociationId, { name: 'Patron', short_name: 'PT' });
    expect(other).toBeGreaterThan(0);
    const applicant = await payFor(t.app, cast.otherUser, cast.associationId, generalId, true);
    const approved = await approveOffline(t.app, cast.associationAdmin, applicant.id, {
      transaction_date: '2026-01-15',
      transaction_method: 'bKash',
      platform_transaction_id: 'B-1',
    });
    expect(approved.statusCode).toBe(200);
    const before = await tableCounts(t.app.db);
    const response = await send(
      csv(
        'New,One,serial.one@example.com,,,,,GM,10,,',
        'New,Two,serial.two@example.com,,,,,GM,500,,',
        'New,Three,serial.three@example.com,,,,,GM,500,,',
        `App,Member,${cast.otherUser.email},,,,,GM,,,`,
        'New,Four,four@example.com,,,,,Patron,,,',
        'New,Five,five@example.com,01812345678,,,,GM,,01/13/2024,',
      ),
      { dry_run: 'true' },
    );
    const refused = response.json().refused;
    expect(refused).toEqual([
      { row: 2, reason: 'Serial 10 is already used by another member of this association.' },
      { row: 4, reason: 'Serial 500 is also on row 3.' },
      { row: 5, reason: expect.stringContaining('Already a member through an application') },
      { row: 6, reason: expect.stringContaining('belongs to another association') },
      { row: 7, reason: expect.stringContaining('is not a date') },
    ]);
    expect(await tableCounts(t.app.db)).toEqual(before);
  });

  it('reads XLSX (formulas as their cached text), UTF-16 and Windows-1252 CSV, and refuses a zip bomb, an .xls and too big a file', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Members');
    sheet.addRow(HEADER.split(','));
    sheet.addRow([
      { formula: 'CONCAT("Sa","lma")', result: 'Salma' },
      'Begum ৳',
      'salma.xlsx@example.com',
      8801711000002,
      '',
      2015,
      3,
      'LM',
      20,
      new Date(Date.UTC(2023, 5, 1)),
      'Lifetime',
    ]);
    const xlsx = await send(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(xlsx.json()).toMatchObject({ format: 'xlsx', created: 1, refused: [] });
    const salma = await t.app.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'phone_number'])
      .where('email', '=', 'salma.xlsx@example.com')
      .executeTakeFirstOrThrow();
    expect(salma).toEqual({ first_name: 'Salma', last_name: 'Begum ৳', phone_number: '01711000002' });
    expect(await membershipOf('salma.xlsx@example.com')).toMatchObject({
      serial: 20,
      start_date: '2023-06-01',
      end_date: null,
    });

    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`${HEADER.replace(/,/g, '\t')}\nমিতা\tরায়\tmita@example.com\t\t\t\t\tGM\t\t\t\n`, 'utf16le'),
    ]);
    expect((await send(utf16, { dry_run: 'true' })).json()).toMatchObject({
      encoding: 'utf-16le',
      created: 1,
      rows: [expect.objectContaining({ name: 'মিতা রায়' })],
    });
    const latin = Buffer.concat([
      Buffer.from(`${HEADER}\nJos`),
      Buffer.from([0xe9]),
      Buffer.from(',Ramos,jose@example.com,,,,,GM,,,\n'),
    ]);
    expect((await send(latin, { dry_run: 'true' })).json()).toMatchObject({
      encoding: 'windows-1252',
      rows: [expect.objectContaining({ name: 'José Ramos' })],
    });

    const before = await tableCounts(t.app.db);
    const bomb = zipSync(
      { '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': new Uint8Array(101 * 1024 * 1024) },
      { level: 1 },
    );
    const refusedBomb = await send(bomb);
    expect(refusedBomb.statusCode).toBe(400);
    expect(refusedBomb.json()).toMatchObject({
      code: 'ZIP_TOO_LARGE',
      file: [expect.stringContaining('once unpacked')],
    });
    const xls = await send(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]));
    expect(xls.json()).toMatchObject({ code: 'UNSUPPORTED_FILE' });
    const huge = await send(Buffer.alloc(10 * 1024 * 1024 + 10, 0x41));
    expect(huge.statusCode).toBe(413);
    const mapping = await send(csv('A,B,c@example.com,,,,,GM,,,'), {
      mapping: JSON.stringify({ email: 'Mail', membership_type: 'membership_type' }),
    });
    expect(mapping.json()).toMatchObject({
      code: 'MAPPING_INVALID',
      mapping: [expect.stringContaining('email -> "Mail"')],
    });
    expect(await tableCounts(t.app.db)).toEqual(before);
  });

  it('takes a mapping for other headers', async () => {
    const file = Buffer.from('Name,Surname,Mail,Kind\nMapped,Person,mapped@example.com,GM\n');
    const response = await send(file, {
      dry_run: 'true',
      mapping: JSON.stringify({ first_name: 'Name', last_name: 'Surname', email: 'Mail', membership_type: 'Kind' }),
    });
    expect(response.json()).toMatchObject({ created: 1, rows: [expect.objectContaining({ name: 'Mapped Person' })] });
  });

  it('an import racing an approval: both land, with different serials', async () => {
    const applicant = await createUser(t.database);
    const caller = {
      id: applicant.id,
      email: applicant.email,
      headers: { authorization: `Bearer ${(await login(t.app, applicant.email)).access}` },
    };
    const paid = await payFor(t.app, caller, cast.associationId, generalId, true);
    const rows = Array.from({ length: 30 }, (_, i) => `Race,${i},race.${i}@example.com,,,,,GM,,,`);
    const [imported, approved] = await Promise.all([
      send(csv(...rows)),
      approveOffline(t.app, cast.associationAdmin, paid.id, {
        transaction_date: '2026-01-15',
        transaction_method: 'bKash',
        platform_transaction_id: 'B-2',
      }),
    ]);
    expect(imported.json()).toMatchObject({ created: 30 });
    expect(approved.statusCode).toBe(200);
    const serials = await t.app.db
      .selectFrom('memberships')
      .select('serial')
      .where('association_id', '=', cast.associationId)
      .execute();
    expect(new Set(serials.map((s) => s.serial)).size).toBe(serials.length);
  });

  it('a large file is a job: 202, progress to follow, safe to run twice', async () => {
    const rows = Array.from({ length: 520 }, (_, i) => `Big,${i},big.${i}@example.com,,,,,GM,,2024-01-01,`);
    const response = await send(csv(...rows));
    expect(response.statusCode).toBe(202);
    const job = response.json();
    expect(job).toMatchObject({ status: 'queued', rows_total: 520, rows_done: 0, result: null });
    const progress = `${url()}${job.id}/`;
    expect(
      (await t.app.inject({ method: 'GET', url: progress, headers: cast.otherAssociationAdmin.headers })).statusCode,
    ).toBe(404);
    expect(await t.app.jobs.runOnce('member-imports-run')).not.toBeNull();
    const done = (await t.app.inject({ method: 'GET', url: progress, headers: cast.associationAdmin.headers })).json();
    expect(done).toMatchObject({
      status: 'done',
      rows_total: 520,
      rows_done: 520,
      error: null,
      result: expect.objectContaining({ created: 520 }),
    });
    // The same job run again (a retry after a crash) writes nothing more.
    const before = await tableCounts(t.app.db);
    const { runImportJob } = await import('../src/modules/member-imports/import-jobs');
    expect(await runImportJob(t.app.memberImports, job.id, new Date())).toEqual({ skipped: true });
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url()}999999/`, headers: cast.associationAdmin.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('a poll during a large import sees the rows done between none and all, then all', async () => {
    const total = 1200;
    const rows = Array.from({ length: total }, (_, i) => `Poll,${i},poll.${i}@example.com,,,,,GM,,2024-01-01,`);
    const job = (await send(csv(...rows))).json();
    const poll = async () =>
      (
        await t.app.inject({ method: 'GET', url: `${url()}${job.id}/`, headers: cast.associationAdmin.headers })
      ).json() as { status: string; rows_done: number; rows_total: number };
    if (driver === 'postgres') {
      // Another connection holds an uncommitted account with the e-mail of row 1,100: the import's third
      // batch of accounts waits for it, after two batches were written and reported.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const blocker = t.app.db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('users')
            .values({ email: 'poll.1099@example.com', first_name: 'Held', last_name: 'Back', password_hash: '!' })
            .execute();
          held();
          await released;
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await holding;
      const running = t.app.jobs.runOnce('member-imports-run');
      let seen = await poll();
      while (seen.rows_done <= total / 2) seen = await poll();
      expect(seen).toMatchObject({ status: 'running', rows_total: total });
      expect(seen.rows_done).toBeGreaterThan(0);
      expect(seen.rows_done).toBeLessThan(total);
      release();
      await blocker;
      await running;
    } else {
      // One connection: the transaction holds it, so a poll is answered between the checks before it
      // (or after the commit); whatever it sees lies between none and all, never going back.
      const running = t.app.jobs.runOnce('member-imports-run');
      const seen: number[] = [];
      let last = await poll();
      while (last.status !== 'done') {
        seen.push(last.rows_done);
        last = await poll();
      }
      await running;
      for (const [index, done] of seen.entries()) {
        expect(done).toBeGreaterThanOrEqual(index === 0 ? 0 : seen[index - 1]!);
        expect(done).toBeLessThan(total);
      }
    }
    expect(await poll()).toMatchObject({ status: 'done', rows_done: total, rows_total: total });
  });
});
