/**
 * The four hero slides (spec section 1: static sample content; gradients instead of photos keep the page light).
 * Their texts are the catalog's `landing.hero.<id>.*`.
 */
export const HERO_SLIDES = [
  {
    id: 'network',
    gradient: { from: 'brand.800', via: 'brand.600', to: 'brand.400' },
    art: 'network',
  },
  {
    id: 'card',
    gradient: { from: 'brand.900', via: 'teal.700', to: 'cyan.600' },
    art: 'card',
  },
  {
    id: 'calendar',
    gradient: { from: 'cyan.900', via: 'brand.700', to: 'green.500' },
    art: 'calendar',
  },
  {
    id: 'growth',
    gradient: { from: 'gray.900', via: 'brand.800', to: 'brand.500' },
    art: 'growth',
  },
] as const;

export type HeroSlide = (typeof HERO_SLIDES)[number];

export const HERO_AUTOPLAY_MS = 6000;
