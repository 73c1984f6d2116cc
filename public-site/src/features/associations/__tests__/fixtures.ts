import type { Association } from '@alumni/shared/contracts';

/** An association with every detail filled in (the details page, the server render). */
export const association = (overrides: Partial<Association> = {}): Association => ({
  id: 3,
  name: 'Ideal School Alumni',
  logo: null,
  cover: '/media/covers/3.webp',
  tagline: 'Together since 1980',
  about: 'First line.\nSecond line.',
  address: 'Motijheel, Dhaka',
  phone: '01711000000',
  email: 'office@ideal.example',
  website: null,
  established_year: 1980,
  society_prefix: 'ISA',
  member_count: 12,
  links: { facebook: 'https://facebook.com/ideal', linkedin: null, twitter: 'https://x.com/ideal' },
  ...overrides,
});
