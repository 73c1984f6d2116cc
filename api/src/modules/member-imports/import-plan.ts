import type { MemberImportRow } from '@alumni/shared/contracts';
import type { MembershipSource } from '../../db/types';
import { membershipEndDate } from '../memberships';
import { isRefusal, type ImportRow, type ImportType, type RowRefusal } from './import-rows';

/** A membership of this association the import may find for a person. */
export type ExistingMembership = {
  id: number;
  user_id: number;
  source: MembershipSource;
  serial: number;
  membership_type_id: number;
  membership_request_id: number;
  start_date: string;
  end_date: string | null;
  period_start: string;
  institute: string;
  batch: string;
  roll_number: string;
};

/** What the database says about the people and serials of a file, read under the association's lock to write. */
export type ImportFacts = {
  today: string;
  /** The highest serial handed out so far (the association's counter or a serial in use). */
  highestSerial: number;
  /** Accounts by lower-case e-mail. */
  usersByEmail: Map<string, { id: number; is_active: boolean }>;
  /** This association's members by phone number (several: ambiguous). */
  membersByPhone: Map<string, number[]>;
  /** This association's memberships of the people found, by user id. */
  memberships: Map<number, ExistingMembership>;
  /** Who holds each serial the file names, in this association. */
  serialOwners: Map<number, number>;
};

/** What an import writes of one membership: its serial and period, and its request's school fields. */
export type ImportedMembershipFields = {
  serial: number;
  start_date: string;
  end_date: string | null;
  institute: string;
  batch: string;
  roll_number: string;
};

type MembershipValues = ImportedMembershipFields & { type: ImportType };

type PlannedCreate = MembershipValues & {
  row: number;
  /** null: a new account (e-mail, names, phone below), invited to claim it. */
  userId: number | null;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
};
type PlannedUpdate = MembershipValues & { row: number; membership: ExistingMembership };

export type ImportPlan = {
  rows: MemberImportRow[];
  creates: PlannedCreate[];
  updates: PlannedUpdate[];
  unchanged: number;
  /** The highest serial the import leaves in use (the counter continues after it). */
  highestSerial: number;
};

/**
 * Decides, row by row, what the import does: create, update, leave unchanged or refuse (and why).
 * Pure: the same rows and facts give the same plan, for a dry run and for the import itself.
 *
 * Who a row is: the account with its e-mail (any account: a person may belong to several associations);
 * without an e-mail, the member of THIS association with its phone number. A phone-only row matching no
 * member here is refused: a phone number is no proof of identity, and another association's member is
 * not made one of this association by it. A membership that came from an application is never changed.
 */
export function planImport(read: readonly (ImportRow | RowRefusal)[], facts: ImportFacts): ImportPlan {
  const rows: MemberImportRow[] = [];
  const creates: PlannedCreate[] = [];
  const updates: PlannedUpdate[] = [];
  let unchanged = 0;
  const rowOfKey = new Map<string, number>();
  const rowOfUser = new Map<number, number>();
  const rowOfSerial = new Map<number, number>();
  // Serials left empty on new memberships are handed out after every serial the file names.
  const needSerial: { create: PlannedCreate; index: number }[] = [];
  let highest = facts.highestSerial;

  for (const entry of read) {
    if (isRefusal(entry)) {
      rows.push({ ...entry, action: 'refuse', serial: null, invited: false });
      continue;
    }
    const name = `${entry.first_name} ${entry.last_name}`.trim();
    const refuse = (reason: string) =>
      rows.push({
        row: entry.row,
        action: 'refuse',
        reason,
        name,
        email: entry.email ?? '',
        serial: null,
        invited: false,
      });

    const key = entry.email ? `e:${entry.email.toLowerCase()}` : `p:${entry.phone}`;
    const earlier = rowOfKey.get(key);
    if (earlier !== undefined) {
      refuse(`Duplicate of row ${earlier} (same ${entry.email ? 'e-mail' : 'phone number'}).`);
      continue;
    }

    let userId: number | null = null;
    if (entry.email) {
      const account = facts.usersByEmail.get(entry.email.toLowerCase());
      if (account && !account.is_active) {
        refuse('The account of this e-mail is closed.');
        continue;
      }
      userId = account?.id ?? null;
      if (userId === null && !entry.first_name) {
        refuse('A new member needs a first name.');
        continue;
      }
    } else {
      const ids = facts.membersByPhone.get(entry.phone ?? '') ?? [];
      if (ids.length !== 1) {
        refuse(
          ids.length === 0
            ? 'No member of this association has this phone number, and a row without an e-mail cannot make an account: add the e-mail.'
            : 'Several members of this association have this phone number: add the e-mail to say which.',
        );
        continue;
      }
      userId = ids[0]!;
    }
    if (userId !== null && rowOfUser.has(userId)) {
      refuse(`The same member as row ${rowOfUser.get(userId)}.`);
      continue;
    }

    const existing = userId === null ? undefined : facts.memberships.get(userId);
    if (existing && existing.source !== 'imported') {
      refuse(
        `Already a member through an application (serial ${existing.serial}); an import does not change that membership.`,
      );
      continue;
    }
    if (entry.serial !== null) {
      const inFile = rowOfSerial.get(entry.serial);
      const owner = facts.serialOwners.get(entry.serial);
      if (inFile !== undefined) {
        refuse(`Serial ${entry.serial} is also on row ${inFile}.`);
        continue;
      }
      if (owner !== undefined && owner !== userId) {
        refuse(`Serial ${entry.serial} is already used by another member of this association.`);
        continue;
      }
    }

    rowOfKey.set(key, entry.row);
    if (userId !== null) rowOfUser.set(userId, entry.row);
    if (entry.serial !== null) {
      rowOfSerial.set(entry.serial, entry.row);
      highest = Math.max(highest, entry.serial);
    }

    if (existing) {
      const values = valuesFor(entry, existing, facts.today);
      const same =
        values.type.id === existing.membership_type_id &&
        values.serial === existing.serial &&
        values.start_date === existing.start_date &&
        values.end_date === existing.end_date &&
        values.institute === existing.institute &&
        values.batch === existing.batch &&
        values.roll_number === existing.roll_number;
      rows.push({
        row: entry.row,
        action: same ? 'unchanged' : 'update',
        name,
        email: entry.email ?? '',
        serial: values.serial,
        invited: false,
      });
      if (same) unchanged += 1;
      else updates.push({ ...values, row: entry.row, membership: existing });
      continue;
    }

    const values = valuesFor(entry, undefined, facts.today);
    const create: PlannedCreate = {
      ...values,
      row: entry.row,
      userId,
      email: entry.email ?? '',
      first_name: entry.first_name,
      last_name: entry.last_name,
      phone: entry.phone ?? '',
    };
    creates.push(create);
    rows.push({
      row: entry.row,
      action: 'create',
      name,
      email: entry.email ?? '',
      serial: values.serial,
      invited: userId === null,
    });
    if (entry.serial === null) needSerial.push({ create, index: rows.length - 1 });
  }

  for (const { create, index } of needSerial) {
    highest += 1;
    create.serial = highest;
    rows[index]!.serial = highest;
  }
  return { rows, creates, updates, unchanged, highestSerial: highest };
}

/**
 * The membership a row asks for. A cell left empty keeps the membership's own value (its end too: a
 * renewal paid since the last import is not undone); for a new one: today, start + the type's duration.
 */
function valuesFor(entry: ImportRow, existing: ExistingMembership | undefined, today: string): MembershipValues {
  const start = entry.start_date ?? existing?.start_date ?? today;
  let end: string | null;
  if (entry.end === 'lifetime') end = null;
  else if (entry.end !== null) end = entry.end;
  else if (existing) end = existing.end_date;
  else end = membershipEndDate(start, entry.type.duration_month);
  return {
    type: entry.type,
    serial: entry.serial ?? existing?.serial ?? 0,
    start_date: start,
    end_date: end,
    institute: entry.institute || existing?.institute || '',
    batch: entry.batch || existing?.batch || '',
    roll_number: entry.roll_number || existing?.roll_number || '',
  };
}
