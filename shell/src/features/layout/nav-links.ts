import type { ShellMessageId } from '@alumni/shared/i18n';

/** Top navigation links (spec section 2; Events is the upcoming events of every association, issue 38): their text in the shell's catalog. */
export const NAV_LINKS: readonly { label: ShellMessageId; to: string }[] = [
  { label: 'nav.about', to: '/about-us' },
  { label: 'nav.events', to: '/events' },
  { label: 'nav.associations', to: '/associations' },
];
