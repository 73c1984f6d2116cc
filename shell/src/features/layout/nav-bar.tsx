import { Box, Button, Container, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { dashboardPathFor, ProductLogo, profilePathFor, StaticFragment, useCatalog, useSession } from '@alumni/shared';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { ThemeToggle } from '../../components/theme-toggle';
import { AccountMenu } from '../../components/account-menu';
import { MobileNav } from './mobile-nav';
import { NAV_LINKS } from './nav-links';
import { SearchForm } from './search-form';
import { SHELL_CATALOGS, type ShellMessageId } from '@alumni/shared/i18n';

/**
 * Whether NavLink marks the link to `to` as the current page at `pathname`: react-router's rule (not case
 * sensitive; the path itself or a path below it). The server keeps one nav bar per answer (StaticFragment).
 */
const isCurrent = (to: string, pathname: string) => {
  const [path, link] = [pathname.toLowerCase(), to.toLowerCase()];
  return path === link || (path.startsWith(link) && path.charAt(link.length) === '/');
};

/** The public top navigation bar (spec section 2). */
export function NavBar() {
  const t = useCatalog<ShellMessageId>(SHELL_CATALOGS);
  const isLoading = useSession((s) => s.isLoading);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const isSuperAdmin = useSession((s) => s.isSuperAdmin);
  const dashboardPath = dashboardPathFor({ isSuperAdmin });
  // Its links mark the current page (aria-current); a signed-in visitor's bar is never the server's.
  const { pathname } = useLocation();
  const current = NAV_LINKS.map((link) => !link.to.includes('#') && isCurrent(link.to, pathname));

  return (
    <StaticFragment id="nav-bar" deps={[...current, isAuthenticated, isLoading, isSuperAdmin]}>
      <Box
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        bg="bg/90"
        backdropFilter="blur(8px)"
        borderBottomWidth="1px"
      >
        <Container maxW="7xl" h="16" display="flex" alignItems="center" gap={{ base: '2', md: '6' }}>
          <MobileNav />
          <Link to="/" aria-label={t('nav.home')}>
            <ProductLogo size={30} />
          </Link>
          <HStack as="nav" aria-label={t('nav.main')} gap="1" hideBelow="md">
            {NAV_LINKS.map((link) => (
              <ChakraLink
                key={link.label}
                asChild
                px="3"
                py="2"
                rounded="md"
                fontWeight="medium"
                color="fg.muted"
                _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
                css={{ '&[aria-current=page]': { color: 'var(--chakra-colors-brand-fg)' } }}
              >
                {link.to.includes('#') ? (
                  <Link to={link.to}>{t(link.label)}</Link>
                ) : (
                  <NavLink to={link.to}>{t(link.label)}</NavLink>
                )}
              </ChakraLink>
            ))}
          </HStack>
          <Box flex="1" maxW="xs" ms="auto" hideBelow="md">
            <SearchForm id="nav-search" />
          </Box>
          <HStack gap="2" ms={{ base: 'auto', md: '0' }}>
            <LanguageSwitch hideBelow="sm" />
            <ThemeToggle />
            {(isAuthenticated || isLoading) && (
              // A signed-in visitor's Dashboard link and account menu. While the session is not known yet
              // (the server's page, and the page until its first answer), shown only where this browser may
              // hold one (<html data-session>, set before the first paint by shared/src/session/boot-script.cjs),
              // with the account menu: a native popover, so a visitor can open it and log out before the page's
              // script has come. The Dashboard link, the account button and its menu are the same elements before
              // and after: a press while the session becomes known is not lost to an element swapped under the finger.
              <Box
                display="contents"
                data-session-pending={isLoading ? '' : undefined}
                css={{ 'html:not([data-session]) &[data-session-pending]': { display: 'none' } }}
              >
                <Button asChild size="sm" hideBelow="sm">
                  <Link to={dashboardPath}>{t('nav.dashboard')}</Link>
                </Button>
                <AccountMenu
                  isLive={!isLoading}
                  items={[
                    { label: t('nav.dashboard'), to: dashboardPath },
                    { label: t('nav.viewProfile'), to: profilePathFor({ isSuperAdmin }) },
                    { label: t('nav.logout'), action: 'logout' },
                  ]}
                />
              </Box>
            )}
            {!isAuthenticated && (
              // What a signed-out visitor sees, from the server's page on: nothing moves once the session is
              // known. While it is not, and this browser may hold one, the place is hidden.
              <Box
                display="contents"
                data-session-pending={isLoading ? '' : undefined}
                css={{ 'html[data-session] &[data-session-pending]': { display: 'none' } }}
              >
                <Button asChild size="sm" variant="ghost" hideBelow="sm">
                  <Link to="/login">{t('nav.login')}</Link>
                </Button>
                <Button asChild size="sm">
                  <Link to="/signup">{t('nav.signUp')}</Link>
                </Button>
              </Box>
            )}
          </HStack>
        </Container>
      </Box>
    </StaticFragment>
  );
}
