import { Button, CloseButton, Portal, Separator, Stack } from '@chakra-ui/react';
import { Drawer } from '@chakra-ui/react/drawer';
import { dashboardPathFor, ProductLogo, profilePathFor, useCatalog, useSession } from '@alumni/shared';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { MobileNavLinks, SignedOutLinks } from './mobile-nav-links';
import { SearchForm } from './search-form';
import { SHELL_CATALOGS, type ShellMessageId } from '@alumni/shared/i18n';

export type MobileNavDrawerProps = { open: boolean; onClose: () => void; trigger: RefObject<HTMLButtonElement | null> };

/** The small-screen side drawer: its own working search, the links, and the account actions; any choice closes it. */
export function MobileNavDrawer({ open, onClose: close, trigger }: MobileNavDrawerProps) {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const isSuperAdmin = useSession((s) => s.isSuperAdmin);
  const logout = useSession((s) => s.logout);
  const t = useCatalog<ShellMessageId>(SHELL_CATALOGS);

  const linkButton = (label: string, to: string, variant: 'solid' | 'outline') => (
    <Button key={label} asChild variant={variant} onClick={close}>
      <Link to={to}>{label}</Link>
    </Button>
  );

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && close()}
      placement="start"
      finalFocusEl={() => trigger.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <Drawer.Header>
              <Link to="/" onClick={close} aria-label={t('nav.home')}>
                <ProductLogo size={28} />
              </Link>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <SearchForm id="mobile-search" onSearched={close} />
                <MobileNavLinks onChoose={close} />
                <Separator />
                {isAuthenticated ? (
                  <Stack gap="2">
                    {linkButton(t('nav.dashboard'), dashboardPathFor({ isSuperAdmin }), 'solid')}
                    {linkButton(t('nav.viewProfile'), profilePathFor({ isSuperAdmin }), 'outline')}
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
                  <SignedOutLinks onChoose={close} />
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('nav.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
