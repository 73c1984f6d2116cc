import { IconButton } from '@chakra-ui/react';
import { lazyComponent } from '@alumni/shared';
import { Menu as MenuIcon } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';

/** The drawer (Chakra's Drawer: focus trap, scroll lock) loads when the menu is first opened. */
const MobileNavDrawer = lazyComponent(() => import('./mobile-nav-drawer'), 'MobileNavDrawer');

/** The small-screen menu button; its drawer holds a search, the links and the account actions. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={trigger}
        variant="ghost"
        size="sm"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        hideFrom="md"
        // A finger on the button starts the download; the click opens the drawer.
        onPointerDown={MobileNavDrawer.preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} onClose={() => setOpen(false)} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
