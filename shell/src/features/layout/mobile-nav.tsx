import { IconButton } from '@chakra-ui/react';
import { lazyComponent, useCatalog, useIsHydrated } from '@alumni/shared';
import { Menu as MenuIcon } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { EARLY_MENU_ID, MobileNavEarly } from './mobile-nav-early';
import { SHELL_CATALOGS, type ShellMessageId } from '@alumni/shared/i18n';

/** The drawer (Chakra's Drawer: focus trap, scroll lock) loads when the menu is first opened. */
const MobileNavDrawer = lazyComponent(() => import('./mobile-nav-drawer'), 'MobileNavDrawer');

/**
 * The small-screen menu button; its drawer holds a search, the links and the account actions. On a page the
 * server rendered, until it is live, the button opens the menu that works without code (mobile-nav-early.tsx)
 * by itself: a tap there answers at once instead of after the page's code has loaded and run.
 */
export function MobileNav() {
  const isHydrated = useIsHydrated();
  const t = useCatalog<ShellMessageId>(SHELL_CATALOGS);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={trigger}
        variant="ghost"
        size="sm"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        // The browser tells whether its popover is open; the drawer's state once live.
        aria-expanded={isHydrated ? open : undefined}
        hideFrom="md"
        popoverTarget={isHydrated ? undefined : EARLY_MENU_ID}
        // A finger on the button starts the download; the click opens the drawer.
        onPointerDown={MobileNavDrawer.preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      <MobileNavEarly />
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} onClose={() => setOpen(false)} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
