/*
 * The demo data set (SEED_DEMO=1 on an empty database): fixed lists, no randomness, so every fresh
 * install shows the same associations, members, serials and transactions. seed.ts inserts it.
 */

export const DEMO_PASSWORD = 'Demo12345!';

/** The logins printed by the server (keep their e-mails: existingDemoLogins finds them by e-mail). */
export const DEMO_USERS = [
  {
    key: 'assocAdmin',
    role: 'association admin',
    email: 'secretary@alumni.local',
    first_name: 'Tanvir',
    last_name: 'Hasan',
    phone_number: '01711000001',
    bio: 'General secretary of the Ideal School alumni.',
  },
  {
    key: 'member1',
    role: 'member',
    email: 'rahim@alumni.local',
    first_name: 'Rahim',
    last_name: 'Uddin',
    phone_number: '01811000002',
    bio: 'SSC 2008, software engineer in Dhaka.',
  },
  {
    key: 'member2',
    role: 'member',
    email: 'nusrat@alumni.local',
    first_name: 'Nusrat',
    last_name: 'Jahan',
    phone_number: '01911000003',
    bio: 'SSC 2012, physician in Chattogram.',
  },
] as const;

export type DemoUserKey = (typeof DEMO_USERS)[number]['key'];

/** Admins of the other associations (same demo password, not printed). */
export const OTHER_ADMINS = [
  {
    key: 'karim',
    email: 'mahmudul.karim@alumni.local',
    first_name: 'Mahmudul',
    last_name: 'Karim',
    phone_number: '01711000011',
    bio: 'President, Rajshahi Collegiate School alumni.',
  },
  {
    key: 'farhana',
    email: 'farhana.yasmin@alumni.local',
    first_name: 'Farhana',
    last_name: 'Yasmin',
    phone_number: '01711000012',
    bio: 'General secretary of the Viqarunnisa alumnae.',
  },
  {
    key: 'mamun',
    email: 'abdullah.mamun@alumni.local',
    first_name: 'Abdullah Al',
    last_name: 'Mamun',
    phone_number: '01711000013',
    bio: 'Organising secretary, Mymensingh Zilla School alumni.',
  },
  {
    key: 'shahidul',
    email: 'shahidul.islam@alumni.local',
    first_name: 'Shahidul',
    last_name: 'Islam',
    phone_number: '01711000014',
    bio: 'Treasurer, Sylhet Pilot School alumni.',
  },
] as const;

export type AdminKey = 'assocAdmin' | (typeof OTHER_ADMINS)[number]['key'];

/** Other members: name, female?, SSC batch. E-mails are first.last@example.com. */
export const MEMBERS: [string, string, boolean, number][] = [
  ['Arif', 'Hossain', false, 1998],
  ['Sadia', 'Rahman', true, 2010],
  ['Imran', 'Chowdhury', false, 2004],
  ['Nasrin', 'Akter', true, 1996],
  ['Kamal', 'Uddin', false, 1992],
  ['Tahmina', 'Begum', true, 2001],
  ['Rafiq', 'Ahmed', false, 1989],
  ['Shirin', 'Sultana', true, 2007],
  ['Jahid', 'Hasan', false, 2013],
  ['Mitu', 'Das', true, 2015],
  ['Sumon', 'Barua', false, 2003],
  ['Rumana', 'Haque', true, 1999],
  ['Fahim', 'Mahmud', false, 2016],
  ['Nabila', 'Islam', true, 2011],
  ['Sabbir', 'Alam', false, 2006],
  ['Tania', 'Parvin', true, 2005],
  ['Rakib', 'Hossain', false, 2012],
  ['Sharmin', 'Nahar', true, 2000],
  ['Anisur', 'Rahman', false, 1994],
  ['Lipi', 'Roy', true, 2009],
  ['Mehedi', 'Hasan', false, 2014],
  ['Farzana', 'Kabir', true, 2002],
  ['Tareq', 'Aziz', false, 1997],
  ['Jannatul', 'Ferdous', true, 2017],
  ['Habibur', 'Rahman', false, 1991],
  ['Moumita', 'Saha', true, 2008],
  ['Shakil', 'Ahmed', false, 2010],
  ['Rezaul', 'Karim', false, 1993],
  ['Ayesha', 'Siddiqua', true, 2004],
  ['Zahid', 'Hasan', false, 2018],
];

export const ASSOCIATIONS = [
  {
    key: 'ideal',
    initials: 'ISC',
    color: '#1f4e79',
    accent: '#c9a227',
    girlsOnly: false,
    feeFactor: 1,
    admin: 'assocAdmin',
    row: {
      name: 'Ideal School and College Alumni Association',
      tagline: 'Once an Idealite, always an Idealite',
      about:
        'The alumni of Ideal School and College, Motijheel: reunions, scholarships and a mentoring network for current students.\n\nEvery February we hold the grand reunion on the school field.',
      address: 'Motijheel, Dhaka 1000',
      phone: '02223355001',
      email: 'alumni@idealschool.example',
      website: 'https://alumni.idealschool.example',
      established_year: 1985,
      society_prefix: 'ISCAA',
      facebook: 'https://www.facebook.com/idealschool.alumni.example',
      linkedin: null,
      twitter: null,
    },
  },
  {
    key: 'collegiate',
    initials: 'CCS',
    color: '#7a1f1f',
    accent: '#f0c14b',
    girlsOnly: false,
    feeFactor: 1.5,
    admin: 'assocAdmin',
    row: {
      name: 'Chattogram Collegiate School Alumni Association',
      tagline: 'Since 1836, together',
      about: 'Former students of one of the oldest schools of Bangladesh, keeping friendships and traditions alive.',
      address: 'Nawab Sirajuddowla Road, Chattogram 4000',
      phone: '03161100200',
      email: 'contact@ccsaa.example',
      website: 'https://ccsaa.example',
      established_year: 1990,
      society_prefix: 'CCSAA',
      facebook: 'https://www.facebook.com/ccsaa.example',
      linkedin: 'https://www.linkedin.com/company/ccsaa-example',
      twitter: null,
    },
  },
  {
    key: 'rajshahi',
    initials: 'RCS',
    color: '#1e6b3a',
    accent: '#f5f5f5',
    girlsOnly: false,
    feeFactor: 0.8,
    admin: 'karim',
    row: {
      name: 'Rajshahi Collegiate School Alumni Association',
      tagline: 'Rooted in Rajshahi, reaching the world',
      about: 'Alumni of Rajshahi Collegiate School: annual reunion, blood donation drives and a career fair.',
      address: 'Shaheb Bazar, Rajshahi 6100',
      phone: '07217770300',
      email: 'info@rcsaa.example',
      website: 'https://rcsaa.example',
      established_year: 1995,
      society_prefix: 'RCSAA',
      facebook: null,
      linkedin: null,
      twitter: 'https://twitter.com/rcsaa_example',
    },
  },
  {
    key: 'viqarunnisa',
    initials: 'VNC',
    color: '#6a1b9a',
    accent: '#ffd54f',
    girlsOnly: true,
    feeFactor: 2,
    admin: 'farhana',
    row: {
      name: 'ভিকারুননিসা নূন স্কুল অ্যান্ড কলেজ প্রাক্তন ছাত্রী সংঘ',
      tagline: 'ভিকারুননিসার মেয়েরা, সবসময় একসাথে',
      about:
        'Viqarunnisa Noon School and College alumnae: a network of graduates in medicine, law, engineering and the arts, supporting scholarships for current students.',
      address: 'Bailey Road, Dhaka 1000',
      phone: '02222222014',
      email: 'alumnae@vnsc.example',
      website: 'https://alumnae.vnsc.example',
      established_year: 2001,
      society_prefix: 'VNSCAA',
      facebook: 'https://www.facebook.com/vnsc.alumnae.example',
      linkedin: null,
      twitter: null,
    },
  },
  {
    key: 'mymensingh',
    initials: 'MZS',
    color: '#b26a00',
    accent: '#fff3e0',
    girlsOnly: false,
    feeFactor: 1,
    admin: 'mamun',
    row: {
      name: 'ময়মনসিংহ জিলা স্কুল প্রাক্তন ছাত্র সমিতি',
      tagline: 'ব্রহ্মপুত্রের তীরে, বন্ধুত্বের টানে',
      about:
        'Mymensingh Zilla School alumni, founded to keep the old boys of the Brahmaputra bank in touch and to help the school library.',
      address: 'Zilla School Road, Mymensingh 2200',
      phone: '09166000100',
      email: 'info@mzsaa.example',
      website: 'https://mzsaa.example',
      established_year: 1998,
      society_prefix: 'MZSAA',
      facebook: null,
      linkedin: null,
      twitter: null,
    },
  },
  {
    key: 'sylhet',
    initials: 'SGP',
    color: '#00695c',
    accent: '#b2dfdb',
    girlsOnly: false,
    feeFactor: 1.2,
    admin: 'shahidul',
    row: {
      name: 'Sylhet Government Pilot High School Alumni Association',
      tagline: 'Pilots of Sylhet, flying together',
      about:
        'Alumni of Sylhet Government Pilot High School: tea-garden school outreach, flood relief and a yearly picnic.',
      address: 'Dhopa Dighir Par, Sylhet 3100',
      phone: '08217100500',
      email: 'hello@sgphsaa.example',
      website: 'https://sgphsaa.example',
      established_year: 2005,
      society_prefix: 'SGPHSAA',
      facebook: 'https://www.facebook.com/sgphsaa.example',
      linkedin: null,
      twitter: null,
    },
  },
] as const;

export type AssociationKey = (typeof ASSOCIATIONS)[number]['key'];

/** Every association offers one type of each duration; fees are these times the association's feeFactor. */
export const MEMBERSHIP_TYPES = [
  {
    short_name: 'SM',
    name: 'Student Member',
    description: 'Monthly membership for recent graduates: the newsletter and event invitations.',
    fee: 100,
    duration_month: 1,
  },
  {
    short_name: 'GM',
    name: 'General Member',
    description: 'Yearly membership: reunion invitations, the newsletter and the member directory.',
    fee: 1000,
    duration_month: 12,
  },
  {
    short_name: 'TM',
    name: 'Two-Year Member',
    description: 'Two years of general membership at a lower yearly price.',
    fee: 1800,
    duration_month: 24,
  },
  {
    short_name: 'LM',
    name: 'Life Member',
    description: 'Lifetime membership with voting rights at the annual general meeting and a life member card.',
    fee: 10000,
    duration_month: 1200,
  },
] as const;

export type TypeCode = (typeof MEMBERSHIP_TYPES)[number]['short_name'];

/** Which type the n-th generated member takes: mostly yearly, some lifetime, a few monthly and two-year. */
export const TYPE_PATTERN: TypeCode[] = ['GM', 'GM', 'LM', 'TM', 'SM', 'GM', 'LM'];

export const OFFLINE_METHODS = ['bKash', 'Nagad', 'Cash', 'Bank transfer'] as const;

/** The demo users' own story: what the dashboards show when they sign in. */
export const DEMO_MEMBERSHIPS: {
  user: DemoUserKey;
  association: AssociationKey;
  type: TypeCode;
  start: string;
  offline: boolean;
}[] = [
  { user: 'member1', association: 'ideal', type: 'LM', start: '2025-02-14', offline: false },
  { user: 'member1', association: 'rajshahi', type: 'GM', start: '2024-03-10', offline: true },
  { user: 'member2', association: 'ideal', type: 'GM', start: '2026-01-20', offline: true },
  { user: 'member2', association: 'collegiate', type: 'SM', start: '2025-06-01', offline: false },
  { user: 'assocAdmin', association: 'ideal', type: 'LM', start: '2024-01-05', offline: true },
];

/** Offline payments waiting for an admin (the secretary approves Ideal's and Collegiate's). */
export const PENDING_OFFLINE: {
  user: DemoUserKey | number;
  association: AssociationKey;
  type: TypeCode;
  created: string;
  withProof?: boolean;
}[] = [
  { user: 'member1', association: 'collegiate', type: 'GM', created: '2026-11-18', withProof: true },
  { user: 4, association: 'ideal', type: 'GM', created: '2026-11-12' },
  { user: 11, association: 'ideal', type: 'LM', created: '2026-11-15' },
  { user: 22, association: 'collegiate', type: 'TM', created: '2026-11-08' },
  { user: 13, association: 'viqarunnisa', type: 'GM', created: '2026-11-02' },
  { user: 27, association: 'sylhet', type: 'GM', created: '2026-10-28' },
];

/** Online payments that did not go through (they show as Pending in the lists, no membership). */
export const ENDED_ONLINE: {
  user: DemoUserKey | number;
  association: AssociationKey;
  type: TypeCode;
  created: string;
  status: 'failed' | 'cancelled';
}[] = [
  { user: 'member2', association: 'rajshahi', type: 'LM', created: '2026-09-03', status: 'cancelled' },
  { user: 8, association: 'ideal', type: 'GM', created: '2026-10-05', status: 'failed' },
  { user: 16, association: 'mymensingh', type: 'LM', created: '2026-08-19', status: 'failed' },
];

export const REGISTRATION_REQUESTS: {
  applicant: DemoUserKey | AdminKey;
  name: string;
  about: string;
  established_year: number;
  address: string;
  created: string;
  approvedAs?: AssociationKey;
}[] = [
  {
    applicant: 'member2',
    name: 'Holy Cross College Alumnae Association',
    about: 'Graduates of Holy Cross College, Tejgaon, who want a home for reunions and mentoring.',
    established_year: 2012,
    address: 'Tejgaon, Dhaka 1215',
    created: '2026-11-10',
  },
  {
    applicant: 'member2',
    name: 'খুলনা জিলা স্কুল প্রাক্তন ছাত্র পরিষদ',
    about: 'Khulna Zilla School alumni: a scholarship fund and a yearly reunion on the river bank.',
    established_year: 2003,
    address: 'KDA Avenue, Khulna 9100',
    created: '2026-11-19',
  },
  {
    applicant: 'karim',
    name: 'Rajshahi Collegiate School Alumni Association',
    about: 'Alumni of Rajshahi Collegiate School: annual reunion, blood donation drives and a career fair.',
    established_year: 1995,
    address: 'Shaheb Bazar, Rajshahi 6100',
    created: '2024-01-02',
    approvedAs: 'rajshahi',
  },
];

export const DEMO_EDUCATIONS: {
  user: DemoUserKey;
  institution: string;
  degree: string;
  field_of_study: string;
  start_date: string;
  end_date: string | null;
  current: boolean;
  description: string;
}[] = [
  {
    user: 'member1',
    institution: 'Ideal School and College',
    degree: 'SSC',
    field_of_study: 'Science',
    start_date: '2002-01-01',
    end_date: '2008-06-30',
    current: false,
    description: 'Secondary School Certificate, GPA 5.00.',
  },
  {
    user: 'member1',
    institution: 'Notre Dame College',
    degree: 'HSC',
    field_of_study: 'Science',
    start_date: '2008-07-01',
    end_date: '2010-06-30',
    current: false,
    description: 'Higher Secondary Certificate, GPA 5.00.',
  },
  {
    user: 'member1',
    institution: 'Bangladesh University of Engineering and Technology',
    degree: 'BSc',
    field_of_study: 'Computer Science and Engineering',
    start_date: '2010-03-01',
    end_date: '2014-12-31',
    current: false,
    description: 'Thesis on Bangla text recognition.',
  },
  {
    user: 'member2',
    institution: 'Chattogram Medical College',
    degree: 'MBBS',
    field_of_study: 'Medicine',
    start_date: '2014-01-01',
    end_date: '2019-12-31',
    current: false,
    description: 'Internship at Chattogram Medical College Hospital.',
  },
];

export const DEMO_JOBS: {
  user: DemoUserKey;
  company: string;
  title: string;
  location: string;
  start_date: string;
  end_date: string | null;
  current: boolean;
  description: string;
}[] = [
  {
    user: 'member1',
    company: 'Brain Station 23',
    title: 'Senior Software Engineer',
    location: 'Dhaka',
    start_date: '2018-02-01',
    end_date: null,
    current: true,
    description: 'Backend services for fintech clients.',
  },
  {
    user: 'member1',
    company: 'Grameenphone',
    title: 'Software Engineer',
    location: 'Dhaka',
    start_date: '2015-01-15',
    end_date: '2018-01-31',
    current: false,
    description: 'Self-care app and billing integrations.',
  },
];

export const DEMO_CONTACTS: { user: DemoUserKey; platform: string; link: string; description: string | null }[] = [
  { user: 'member1', platform: 'LinkedIn', link: 'https://www.linkedin.com/in/rahim-uddin-demo', description: null },
  {
    user: 'member1',
    platform: 'GitHub',
    link: 'https://github.com/rahim-uddin-demo',
    description: 'Open-source Bangla NLP tools',
  },
  { user: 'member1', platform: 'Facebook', link: 'https://www.facebook.com/rahim.uddin.demo', description: null },
  { user: 'member2', platform: 'LinkedIn', link: 'https://www.linkedin.com/in/nusrat-jahan-demo', description: null },
];

/**
 * Upcoming events (issue 38), dated from the day the demo is seeded so `npm start` shows them: `inDays`
 * from today at `at` (Asia/Dhaka), lasting `hours`. `going`: demo people who answered going.
 */
export const DEMO_EVENTS: {
  association: AssociationKey;
  title: string;
  description: string;
  inDays: number;
  at: string;
  hours: number;
  venue: string | null;
  online_url: string | null;
  capacity: number | null;
  members_only: boolean;
  fee: number;
  going: (DemoUserKey | number)[];
}[] = [
  {
    association: 'ideal',
    title: 'Grand Reunion 2026',
    description:
      'Our yearly reunion on the school field.\n\nLunch, the cultural programme by the current students, and the batch photos at 4 PM.',
    inDays: 12,
    at: '10:00',
    hours: 8,
    venue: 'Ideal School and College field\nMotijheel, Dhaka 1000',
    online_url: null,
    capacity: 400,
    members_only: false,
    fee: 1500,
    going: ['member1', 2, 3, 5],
  },
  {
    association: 'ideal',
    title: 'Career mentoring evening (online)',
    description: 'Alumni from banking, software and medicine answer the questions of the SSC and HSC candidates.',
    inDays: 5,
    at: '20:00',
    hours: 2,
    venue: null,
    online_url: 'https://meet.example.org/ideal-mentoring',
    capacity: null,
    members_only: false,
    fee: 0,
    going: ['member1', 'member2', 4],
  },
  {
    association: 'collegiate',
    title: 'Iftar get-together',
    description: 'Members only. Bring your family.',
    inDays: 20,
    at: '17:30',
    hours: 3,
    venue: 'Collegiate School auditorium\nSadarghat, Dhaka',
    online_url: null,
    capacity: 10,
    members_only: true,
    fee: 0,
    going: [],
  },
  {
    association: 'rajshahi',
    title: 'Padma river cruise',
    description: 'A day on the Padma with the batches of the 1990s. Places are limited.',
    inDays: 30,
    at: '08:00',
    hours: 10,
    venue: 'Rajshahi boat terminal',
    online_url: null,
    capacity: 2,
    members_only: false,
    fee: 2500,
    going: [],
  },
];
