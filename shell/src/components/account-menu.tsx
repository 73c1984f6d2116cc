import { Box, Portal } from '@chakra-ui/react';
import { Menu } from '@chakra-ui/react/menu';
import { useCatalog, useSession } from '@alumni/shared';
import { UserAvatar } from '@alumni/shared/avatar';
import { Link } from 'react-router';
import { SHELL_CATALOGS, type ShellMessageId } from '@alumni/shared/i18n';

export type AccountMenuItem = { label: string; to: string } | { label: string; action: 'logout' };

/**
 * A button of the page's own that opens the menu (`id`), its open state kept by its owner: the public bar's
 * account button is one element from the server's page to the live menu (account-menu-native.tsx), so a press
 * that lasts while the session becomes known is not lost to a button swapped under the finger. Chakra's
 * documented `ids` of the menu's parts name it: the menu is placed beside it, leaves it out of "outside", and
 * gives it the focus back on closing.
 */
export type OwnTrigger = { id: string; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Where the menu opens: below the avatar, its right edges aligned. The avatar sits at the bar's right end, so
 * the menu has nowhere to flip or slide to: leaving out those checks (and the size one; the menu is three
 * short items) spares the click three measurements of every clipping ancestor.
 * Both bars stay at the top of the window (sticky, fixed), so the menu is placed in the window too
 * (`fixed`): placed in the page (Zag's default), a scroll while it is open left it where the avatar was
 * until the next frame's new placement, and a click landing in that frame (a slow phone, a busy machine)
 * went to what was under it: the bar.
 */
const POSITIONING = {
  placement: 'bottom-end',
  strategy: 'fixed',
  flip: false,
  slide: false,
  sizeMiddleware: false,
} as const;

/**
 * The avatar button with its menu (nav bar: Dashboard/View Profile/Logout; dashboard: View Profile/Exit/Logout).
 * The menu's content is rendered (hidden) with the button rather than on the first click (Chakra's default for
 * menus): opening it then shows what is there instead of building it. The first click's Interaction to Next
 * Paint on a fresh page (Chromium, CPU 4x, median of 10): 184 ms before, 160 with the positioning above, 120 with both.
 */
export function AccountMenu({ items, trigger }: { items: AccountMenuItem[]; trigger?: OwnTrigger }) {
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const t = useCatalog<ShellMessageId>(SHELL_CATALOGS);
  const own = trigger
    ? {
        ids: { trigger: trigger.id },
        open: trigger.open,
        onOpenChange: (d: { open: boolean }) => trigger.onOpenChange(d.open),
      }
    : {};
  return (
    <Menu.Root lazyMount={false} unmountOnExit={false} positioning={POSITIONING} {...own}>
      {!trigger && (
        <Menu.Trigger asChild>
          <Box
            as="button"
            aria-label={t('nav.accountMenu')}
            rounded="full"
            cursor="pointer"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            <UserAvatar user={user} size="sm" />
          </Box>
        </Menu.Trigger>
      )}
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {items.map((item) =>
              'to' in item ? (
                <Menu.Item key={item.label} value={item.label} asChild>
                  <Link to={item.to}>{item.label}</Link>
                </Menu.Item>
              ) : (
                <Menu.Item key={item.label} value={item.label} onSelect={() => void logout()} color="fg.error">
                  {item.label}
                </Menu.Item>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
