import { Box, CloseButton, Portal } from '@chakra-ui/react';
import { Drawer } from '@chakra-ui/react/drawer';
import { useShellText } from '@alumni/shared';
import type { PortalName } from '@alumni/shared/portals';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { VerifyEmailBanner } from '../email-verification';
import { HelpWidget } from './help-widget';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

const TOP_BAR = '64px';
const SIDE_MENU = '288px';

/** Paths where the side menu stays hidden (spec "Dashboard shell"). */
const NO_SIDE_MENU = new Set(['/', '/home']);

/**
 * The dashboard frame around the mounted `portal`: fixed top bar, 288 px side menu from the portal's own
 * `./menu` (a drawer below lg), help widget on user routes.
 */
export function DashboardLayout({ portal, children }: { portal: PortalName; children: ReactNode }) {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const t = useShellText();
  const showSideMenu = !NO_SIDE_MENU.has(pathname);
  const showHelp = pathname.toLowerCase().startsWith('/user/dashboard');

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <TopBar onOpenMenu={() => setDrawerOpen(true)} showMenuButton={showSideMenu} />
      {showSideMenu && (
        <Box
          as="aside"
          position="fixed"
          top={TOP_BAR}
          bottom="0"
          left="0"
          w={SIDE_MENU}
          bg="bg.panel"
          borderRightWidth="1px"
          hideBelow="lg"
        >
          <SideMenu portal={portal} />
        </Box>
      )}
      {showSideMenu && (
        <Drawer.Root open={drawerOpen} onOpenChange={(details) => setDrawerOpen(details.open)} placement="start">
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxW={SIDE_MENU}>
                <Drawer.Body p="0" pt="10">
                  <SideMenu portal={portal} onNavigate={() => setDrawerOpen(false)} />
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('dashboard.closeMenu')} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
      <Box pt={TOP_BAR} ms={showSideMenu ? { lg: SIDE_MENU } : undefined}>
        <VerifyEmailBanner />
        <Box as="main" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }} maxW="7xl">
          {children}
        </Box>
      </Box>
      {showHelp && <HelpWidget />}
    </Box>
  );
}
