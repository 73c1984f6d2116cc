/** Top navigation links (spec section 2). Events is the landing page's events section. */
export const NAV_LINKS = [
  { label: 'About', to: '/about-us' },
  { label: 'Events', to: '/#events' },
  { label: 'Associations', to: '/associations' },
] as const;
