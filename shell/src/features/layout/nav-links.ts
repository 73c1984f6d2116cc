/** Top navigation links (spec section 2; Events is the upcoming events of every association, issue 38). */
export const NAV_LINKS = [
  { label: 'About', to: '/about-us' },
  { label: 'Events', to: '/events' },
  { label: 'Associations', to: '/associations' },
] as const;
