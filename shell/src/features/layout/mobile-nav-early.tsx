import { Box, CloseButton, HStack, Separator, Stack } from '@chakra-ui/react';
import { ProductLogo, useCatalog, useEarlyPopover } from '@alumni/shared';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { MobileNavLinks, SignedOutLinks } from './mobile-nav-links';
import { SearchForm } from './search-form';
import { SHELL_CATALOGS, type ShellMessageId } from '@alumni/shared/i18n';

/** The id the menu button names (popovertarget) until the page is live. */
export const EARLY_MENU_ID = 'mobile-menu-early';

/** A choice made in the menu closes it (a link React Router follows without loading a page). */
const closeOnChoice = (event: MouseEvent<HTMLElement>) => {
  if ((event.target as Element).closest('a[href]')) event.currentTarget.hidePopover();
};

/**
 * The small-screen menu of a page the server rendered, for the seconds before its code runs (a phone on a slow
 * network): a native popover, opened by the menu button itself (popovertarget), closed by its close button, a
 * tap outside or Escape, all by the browser. It holds what works without code: the search (a form the browser
 * sends), the links, Login and Sign Up (kept hidden where this browser may hold a session, as in the nav bar).
 * Once the page is live the button opens the full drawer instead (mobile-nav-drawer.tsx), and this menu leaves
 * the page, or, when it is open then, once it is closed. A page rendered in the browser never has it.
 */
export function MobileNavEarly() {
  const { ref: menu, isWanted } = useEarlyPopover<HTMLDivElement>();
  const t = useCatalog<ShellMessageId>(SHELL_CATALOGS);
  if (!isWanted) return null;
  return (
    <Box
      ref={menu}
      id={EARLY_MENU_ID}
      popover="auto"
      role="dialog"
      aria-label={t('nav.menu')}
      onClick={closeOnChoice}
      position="fixed"
      insetBlock="0"
      insetInlineStart="0"
      insetInlineEnd="auto"
      w="xs"
      maxW="100vw"
      h="100dvh"
      maxH="100dvh"
      m="0"
      p="0"
      border="none"
      bg="bg.panel"
      color="fg"
      boxShadow="lg"
      overflowY="auto"
      // Hidden unless open, also where the browser has no popovers (no `[popover]` style of its own, and a
      // rule with `:popover-open` it cannot read is dropped: the button there opens nothing until live).
      display="none"
      css={{ '&:popover-open': { display: 'block' }, '&::backdrop': { background: 'rgba(0, 0, 0, 0.4)' } }}
    >
      <HStack justify="space-between" px="6" pt="6" pb="4">
        <Link to="/" aria-label={t('nav.home')}>
          <ProductLogo size={28} />
        </Link>
        <CloseButton
          size="sm"
          aria-label={t('nav.closeMenu')}
          popoverTarget={EARLY_MENU_ID}
          popoverTargetAction="hide"
        />
      </HStack>
      <Stack gap="4" px="6" pb="6">
        <SearchForm id="mobile-search-early" onSearched={() => menu.current?.hidePopover()} />
        <MobileNavLinks />
        <Separator />
        <Box css={{ 'html[data-session] &': { visibility: 'hidden' } }}>
          <SignedOutLinks />
        </Box>
      </Stack>
    </Box>
  );
}
