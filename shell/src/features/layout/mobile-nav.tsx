import { Box, Button, CloseButton, HStack, IconButton, Separator, Stack } from '@chakra-ui/react';
import {
  closeOnLinkChoice,
  dashboardPathFor,
  POPOVER_BOX,
  ProductLogo,
  profilePathFor,
  useCatalog,
  useSession,
} from '@alumni/shared';
import { Menu as MenuIcon } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { MobileNavLinks, SignedOutLinks } from './mobile-nav-links';
import { SearchForm } from './search-form';
import { SHELL_CATALOGS, type ShellMessageId } from '@alumni/shared/i18n';

/** The id of the menu its button opens (popovertarget). */
export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The small-screen menu: a native popover its button opens by itself (popovertarget), closed by its close button,
 * a tap outside or Escape, all by the browser, so it answers the first tap of a page the server rendered whether or
 * not the page's code has come, and is the same element once it has (nothing swapped under the finger). It holds
 * a search (a form the browser sends, or the page's router once live), the links, and Login and Sign Up (hidden
 * where this browser may hold a session until it is known, as in the nav bar) or, signed in, the account actions.
 */
export function MobileNav() {
  const t = useCatalog<ShellMessageId>(SHELL_CATALOGS);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const isLoading = useSession((s) => s.isLoading);
  const isSuperAdmin = useSession((s) => s.isSuperAdmin);
  const logout = useSession((s) => s.logout);
  const menu = useRef<HTMLDivElement>(null);
  const close = () => menu.current?.hidePopover?.();
  return (
    <>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        hideFrom="md"
        popoverTarget={MOBILE_MENU_ID}
      >
        <MenuIcon />
      </IconButton>
      <Box
        ref={menu}
        id={MOBILE_MENU_ID}
        popover="auto"
        role="dialog"
        aria-label={t('nav.menu')}
        onClick={closeOnLinkChoice}
        {...POPOVER_BOX}
        insetBlock="0"
        insetInlineStart="0"
        insetInlineEnd="auto"
        w="xs"
        maxW="100vw"
        h="100dvh"
        maxH="100dvh"
        p="0"
        border="none"
        bg="bg.panel"
        color="fg"
        boxShadow="lg"
        overflowY="auto"
        overscrollBehavior="contain"
        css={{ ...POPOVER_BOX.css, '&::backdrop': { background: 'rgba(0, 0, 0, 0.4)' } }}
      >
        <HStack justify="space-between" px="6" pt="6" pb="4">
          <Link to="/" aria-label={t('nav.home')}>
            <ProductLogo size={28} />
          </Link>
          <CloseButton
            size="sm"
            aria-label={t('nav.closeMenu')}
            popoverTarget={MOBILE_MENU_ID}
            popoverTargetAction="hide"
          />
        </HStack>
        <Stack gap="4" px="6" pb="6">
          <SearchForm id="mobile-search" onSearched={close} />
          <MobileNavLinks />
          <Separator />
          {isAuthenticated ? (
            <Stack gap="2">
              <Button asChild>
                <Link to={dashboardPathFor({ isSuperAdmin })}>{t('nav.dashboard')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={profilePathFor({ isSuperAdmin })}>{t('nav.viewProfile')}</Link>
              </Button>
              <Button
                variant="ghost"
                color="fg.error"
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                {t('nav.logout')}
              </Button>
            </Stack>
          ) : (
            // While the session is not known, hidden where this browser may hold one (<html data-session>).
            <Box
              data-session-pending={isLoading ? '' : undefined}
              css={{ 'html[data-session] &[data-session-pending]': { visibility: 'hidden' } }}
            >
              <SignedOutLinks />
            </Box>
          )}
        </Stack>
      </Box>
    </>
  );
}
