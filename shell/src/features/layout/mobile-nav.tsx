import { IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

/** The drawer (Chakra's Drawer: focus trap, scroll lock) loads when the menu is first opened. */
const loadDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileNavDrawer })));

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
        onPointerDown={() => void loadDrawer().catch(() => undefined)}
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
