import { Box, Stack } from '@chakra-ui/react';
import {
  closeOnLinkChoice,
  isPopoverShown,
  lazyComponent,
  POPOVER_BOX,
  useCatalog,
  useIsHydrated,
  useSession,
} from '@alumni/shared';
import { NATIVE_FORMS } from '@alumni/shared/contracts';
import { SHELL_CATALOGS, type ShellMessageId } from '@alumni/shared/i18n';
import { UserRound } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';

export type AccountMenuItem = { label: string; to: string } | { label: string; action: 'logout' };

/** The id of the menu its button opens (popovertarget). A page has one bar: the public one or a dashboard's. */
export const ACCOUNT_MENU_ID = 'account-menu';

const UserAvatar = lazyComponent(() => import('@alumni/shared/avatar'), 'UserAvatar');

const itemStyle = {
  display: 'flex',
  w: 'full',
  px: '3',
  py: '2',
  rounded: 'md',
  fontSize: 'sm',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
} as const;

/** The keys that move between a menu's items (WAI-ARIA menu button): where each goes from item `at` of `count`. */
const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The avatar button and its menu (nav bar: Dashboard/View Profile/Logout; dashboard: View Profile/Exit/Logout).
 * The menu is a native popover its button opens by itself (popovertarget), closed by the browser (a tap outside,
 * Escape, which gives the button its focus back): in the server's page it answers before the page's code has come,
 * and it is the same element once it has (nothing swapped under the finger). Logout is a form the browser posts
 * (web/src/forms/native-forms.ts ends the session and goes home) until the session store takes it over. The code
 * adds what a menu's keyboard user expects (the first item focused on opening, arrows, Home, End) and closes it on
 * a choice. `isLive` false: the session is not known yet (the server's page), the button shows an icon, not the
 * avatar.
 */
export function AccountMenu({ items, isLive = true }: { items: AccountMenuItem[]; isLive?: boolean }) {
  const t = useCatalog<ShellMessageId>(SHELL_CATALOGS);
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const isHydrated = useIsHydrated();
  const [isOpen, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const menuItems = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = () => menu.current?.hidePopover?.();
  // Opened by a press before the page's code came (no toggle event heard then): open from here on.
  useEffect(() => {
    if (menu.current && isPopoverShown(menu.current)) setOpen(true);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const list = menuItems();
    if (!move || !list.length) return;
    event.preventDefault();
    list[move(list.indexOf(document.activeElement as HTMLElement), list.length)].focus();
  };
  const onLogout = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    void logout();
  };

  const icon = <UserRound size={18} aria-hidden="true" />;
  return (
    <>
      <Box
        as="button"
        aria-label={t('nav.accountMenu')}
        aria-haspopup="menu"
        // The browser tells whether it is open until the code follows it; then said here as well.
        aria-expanded={isHydrated ? isOpen : undefined}
        popoverTarget={ACCOUNT_MENU_ID}
        boxSize="8"
        rounded="full"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        bg={isLive ? undefined : 'brand.solid'}
        color={isLive ? undefined : 'brand.contrast'}
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        // Its content changes with the session (icon, then avatar): a press lands on the button itself, which
        // stays, not on an icon that goes (the browser sends no click for a press whose element was removed).
        css={{ '& *': { pointerEvents: 'none' } }}
      >
        {isLive ? (
          <Suspense fallback={icon}>
            <UserAvatar user={user} size="sm" />
          </Suspense>
        ) : (
          icon
        )}
      </Box>
      <Box
        ref={menu}
        id={ACCOUNT_MENU_ID}
        popover="auto"
        role="menu"
        aria-label={t('nav.account')}
        onToggle={(event) => {
          const opened = event.newState === 'open';
          setOpen(opened);
          if (opened) menuItems()[0]?.focus();
        }}
        onKeyDown={onKeyDown}
        onClick={closeOnLinkChoice}
        {...POPOVER_BOX}
        // Below the avatar, at the right end of the 64 px bar (both bars have it there).
        insetBlockStart="14"
        insetInlineEnd="4"
        insetInlineStart="auto"
        minW="44"
        p="1"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        rounded="md"
        boxShadow="lg"
      >
        <Stack gap="0">
          {items.map((item) =>
            'to' in item ? (
              <Box key={item.label} asChild {...itemStyle}>
                <Link to={item.to} role="menuitem">
                  {item.label}
                </Link>
              </Box>
            ) : (
              <form key={item.label} method="post" action={NATIVE_FORMS.logout.path} onSubmit={onLogout}>
                <Box asChild color="fg.error" bg="transparent" {...itemStyle}>
                  <button type="submit" role="menuitem">
                    {item.label}
                  </button>
                </Box>
              </form>
            ),
          )}
        </Stack>
      </Box>
    </>
  );
}
