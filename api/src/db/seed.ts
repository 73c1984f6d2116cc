import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../modules/auth/passwords';
import type { DB } from './types';

/*
 * Demo data for an EMPTY database (SEED_DEMO=1). One section per table, in dependency order; grow it
 * by adding to the arrays below (and a section for a new table). The super admin is not here: the
 * server ensures it from SUPERADMIN_EMAIL/PASSWORD (demo default admin@alumni.local / Admin12345!).
 */

export type DemoLogin = { role: string; email: string; password: string };

const DEMO_PASSWORD = 'Demo12345!';

const USERS = [
  { key: 'assocAdmin', role: 'association admin', email: 'secretary@alumni.local', first_name: 'Tanvir', last_name: 'Hasan', phone_number: '01711000001', bio: 'General secretary of the Ideal School alumni.' },
  { key: 'member1', role: 'member', email: 'rahim@alumni.local', first_name: 'Rahim', last_name: 'Uddin', phone_number: '01811000002', bio: 'SSC 2008, software engineer in Dhaka.' },
  { key: 'member2', role: 'member', email: 'nusrat@alumni.local', first_name: 'Nusrat', last_name: 'Jahan', phone_number: '01911000003', bio: 'SSC 2012, physician in Chattogram.' },
] as const;

type UserKey = (typeof USERS)[number]['key'];

const ASSOCIATIONS = [
  {
    key: 'ideal',
    name: 'Ideal School and College Alumni Association',
    tagline: 'Once an Idealite, always an Idealite',
    about: 'The alumni of Ideal School and College, Motijheel: reunions, scholarships and a mentoring network for current students.',
    address: 'Motijheel, Dhaka 1000',
    phone: '02223355001',
    email: 'alumni@idealschool.example',
    website: 'https://alumni.idealschool.example',
    established_year: 1985,
    society_prefix: 'ISCAA',
  },
  {
    key: 'collegiate',
    name: 'Chattogram Collegiate School Alumni Association',
    tagline: 'Since 1836, together',
    about: 'Former students of one of the oldest schools of Bangladesh, keeping friendships and traditions alive.',
    address: 'Nawab Sirajuddowla Road, Chattogram 4000',
    phone: '03161100200',
    email: 'contact@ccsaa.example',
    website: 'https://ccsaa.example',
    established_year: 1990,
    society_prefix: 'CCSAA',
  },
  {
    key: 'rajshahi',
    name: 'Rajshahi Collegiate School Alumni Association',
    tagline: 'Rooted in Rajshahi, reaching the world',
    about: 'Alumni of Rajshahi Collegiate School: annual reunion, blood donation drives and a career fair.',
    address: 'Shaheb Bazar, Rajshahi 6100',
    phone: '07217770300',
    email: 'info@rcsaa.example',
    website: 'https://rcsaa.example',
    established_year: 1995,
    society_prefix: 'RCSAA',
  },
] as const;

type AssociationKey = (typeof ASSOCIATIONS)[number]['key'];

/** Every association offers these. */
const MEMBERSHIP_TYPES = [
  { name: 'General Member', short_name: 'GM', description: 'Yearly membership: reunion invitations and the newsletter.', fee: 1000, duration_month: 12 },
  { name: 'Life Member', short_name: 'LM', description: 'Lifetime membership with voting rights at the general meeting.', fee: 10000, duration_month: 1200 },
  { name: 'Student Member', short_name: 'SM', description: 'Monthly membership for recent graduates.', fee: 100, duration_month: 1 },
];

const ADMINS: { user: UserKey; association: AssociationKey; designation: string }[] = [
  { user: 'assocAdmin', association: 'ideal', designation: 'General Secretary' },
  { user: 'assocAdmin', association: 'collegiate', designation: 'Treasurer' },
];

const EDUCATIONS: { user: UserKey; institution: string; degree: string; field_of_study: string; start_date: string; end_date: string; current: boolean; description: string }[] = [
  { user: 'member1', institution: 'Ideal School and College', degree: 'SSC', field_of_study: 'Science', start_date: '2002-01-01', end_date: '2008-06-30', current: false, description: 'Secondary School Certificate, GPA 5.00.' },
  { user: 'member1', institution: 'Bangladesh University of Engineering and Technology', degree: 'BSc', field_of_study: 'Computer Science and Engineering', start_date: '2010-03-01', end_date: '2014-12-31', current: false, description: 'Thesis on Bangla text recognition.' },
];

const JOBS: { user: UserKey; company: string; title: string; location: string; start_date: string; end_date: string | null; current: boolean; description: string }[] = [
  { user: 'member1', company: 'Brain Station 23', title: 'Senior Software Engineer', location: 'Dhaka', start_date: '2018-02-01', end_date: null, current: true, description: 'Backend services for fintech clients.' },
];

const CONTACTS: { user: UserKey; platform: string; link: string; description: string | null }[] = [
  { user: 'member1', platform: 'LinkedIn', link: 'https://www.linkedin.com/in/rahim-uddin-demo', description: null },
];

export async function isDatabaseEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** On a later start: the demo accounts still present (their password may have been changed since). */
export async function existingDemoLogins(db: Kysely<DB>): Promise<DemoLogin[]> {
  const emails = USERS.map((u) => u.email);
  const present = new Set((await db.selectFrom('users').select('email').where('email', 'in', emails).execute()).map((r) => r.email));
  return USERS.filter((u) => present.has(u.email)).map((u) => ({ role: u.role, email: u.email, password: DEMO_PASSWORD }));
}

/** Inserts the demo data in one transaction; returns the logins to print. */
export async function seedDemo(db: Kysely<DB>): Promise<DemoLogin[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const userIds = await seedUsers(trx, passwordHash);
    const associationIds = await seedAssociations(trx);
    for (const id of Object.values(associationIds)) {
      await trx.insertInto('membership_types').values(MEMBERSHIP_TYPES.map((t) => ({ ...t, association_id: id }))).execute();
    }
    await trx
      .insertInto('association_admins')
      .values(ADMINS.map((a) => ({ user_id: userIds[a.user], association_id: associationIds[a.association], designation: a.designation })))
      .execute();
    await trx.insertInto('educations').values(EDUCATIONS.map(({ user, ...e }) => ({ ...e, user_id: userIds[user] }))).execute();
    await trx.insertInto('job_experiences').values(JOBS.map(({ user, ...j }) => ({ ...j, user_id: userIds[user] }))).execute();
    await trx.insertInto('contact_details').values(CONTACTS.map(({ user, ...c }) => ({ ...c, user_id: userIds[user] }))).execute();
  });
  return USERS.map((u) => ({ role: u.role, email: u.email, password: DEMO_PASSWORD }));
}

async function seedUsers(trx: Transaction<DB>, passwordHash: string): Promise<Record<UserKey, number>> {
  const ids = {} as Record<UserKey, number>;
  for (const { key, role: _role, ...user } of USERS) {
    const row = await trx.insertInto('users').values({ ...user, password_hash: passwordHash }).returning('id').executeTakeFirstOrThrow();
    ids[key] = row.id;
  }
  return ids;
}

async function seedAssociations(trx: Transaction<DB>): Promise<Record<AssociationKey, number>> {
  const ids = {} as Record<AssociationKey, number>;
  for (const { key, ...association } of ASSOCIATIONS) {
    const row = await trx.insertInto('associations').values(association).returning('id').executeTakeFirstOrThrow();
    ids[key] = row.id;
  }
  return ids;
}
