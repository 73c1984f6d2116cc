/** The four hero slides (spec section 1: static sample content; gradients instead of photos keep the page light). */
export const HERO_SLIDES = [
  {
    eyebrow: 'For alumni, students and institutions',
    title: 'Stay connected with the people who shaped your story',
    text: 'Find your school, college or university association, become a member and keep in touch with your batch, all in one place.',
    gradient: { from: 'brand.800', via: 'brand.600', to: 'brand.400' },
    art: 'network',
  },
  {
    eyebrow: 'Memberships made simple',
    title: 'Join your association and pay your dues online',
    text: 'Choose a membership type, pay securely online or tell us you paid offline, and your membership card is on its way.',
    gradient: { from: 'brand.900', via: 'teal.700', to: 'cyan.600' },
    art: 'card',
  },
  {
    eyebrow: 'Reunions and events',
    title: 'Never miss a reunion, seminar or sports day again',
    text: 'Associations share what they are planning so you can meet old friends and make new ones.',
    gradient: { from: 'cyan.900', via: 'brand.700', to: 'green.500' },
    art: 'calendar',
  },
  {
    eyebrow: 'Opportunities through your network',
    title: 'Mentoring and careers from those who walked your path',
    text: 'Alumni help each other grow: mentoring, job leads and stories of what your schoolmates achieved.',
    gradient: { from: 'gray.900', via: 'brand.800', to: 'brand.500' },
    art: 'growth',
  },
] as const;

export type HeroSlide = (typeof HERO_SLIDES)[number];

export const HERO_AUTOPLAY_MS = 6000;
