import { Box, Portal } from '@chakra-ui/react';
import { Menu } from '@chakra-ui/react/menu';
import { useSession } from '@alumni/shared';
import { UserAvatar } from '@alumni/shared/avatar';
import { Link } from 'react-router';

export type AccountMenuItem = { label: string; to: string } | { label: string; action: 'logout' };

/** The avatar button with its menu (nav bar: Dashboard/View Profile/Logout; dashboard: View Profile/Exit/Logout). */
export function AccountMenu({ items }: { items: AccountMenuItem[] }) {
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Box
          as="button"
          aria-label="Account menu"
          rounded="full"
          cursor="pointer"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <UserAvatar user={user} size="sm" />
        </Box>
      </Menu.Trigger>
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
