import { Box, Flex, Icon, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, useSession } from '@alumni/shared';
import {
  ArrowLeftRight,
  CreditCard,
  FileText,
  House,
  IdCard,
  Landmark,
  ListChecks,
  Mail,
  Receipt,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { sideMenuFor, type MenuLink } from './side-menu-items';

const ICONS: Record<string, LucideIcon> = {
  Home: House,
  'Association Requests': FileText,
  'Your Associations': Landmark,
  'Your Transactions': Receipt,
  'Your Memberships': IdCard,
  'Association Profile': Landmark,
  'Membership Types': ListChecks,
  Members: Users,
  'Online Transactions': CreditCard,
  'Offline Transactions': Wallet,
  'All Associations': Landmark,
  'Pending Associations': ArrowLeftRight,
  Messages: Mail,
};

function MenuItemLink({ link, onNavigate, nested }: { link: MenuLink; onNavigate?: () => void; nested?: boolean }) {
  const IconComponent = ICONS[link.label];
  return (
    <ChakraLink
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2"
      ps={nested ? '6' : '3'}
      rounded="md"
      color="fg.muted"
      fontWeight="medium"
      _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
      css={{
        '&[aria-current=page]': {
          background: 'var(--chakra-colors-brand-subtle)',
          color: 'var(--chakra-colors-brand-fg)',
        },
      }}
    >
      <NavLink to={link.to} end onClick={onNavigate}>
        {IconComponent && (
          <Icon boxSize="4">
            <IconComponent />
          </Icon>
        )}
        {link.label}
      </NavLink>
    </ChakraLink>
  );
}

/** The side menu for the current role and page, with the powered-by credit at the bottom. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const isAdmin = useSession((s) => s.isAdmin);
  const isSuperAdmin = useSession((s) => s.isSuperAdmin);
  const entries = sideMenuFor(pathname, user, { isAuthenticated, isAdmin, isSuperAdmin });
  // The super admin's Get in Touch inbox (superadmin-portal /messages); not in the spec's menu list.
  if (isSuperAdmin) entries.push({ label: 'Messages', to: '/superAdmin/dashboard/messages' });

  return (
    <Flex direction="column" h="full">
      <Stack as="nav" aria-label="Dashboard" gap="1" p="3" flex="1" overflowY="auto">
        {entries.map((entry) =>
          'children' in entry ? (
            <Box key={entry.label} pt="3">
              <Text
                px="3"
                pb="1"
                fontSize="xs"
                fontWeight="semibold"
                textTransform="uppercase"
                letterSpacing="wider"
                color="fg.muted"
              >
                {entry.label}
              </Text>
              <Stack gap="1">
                {entry.children.map((child) => (
                  <MenuItemLink key={child.to} link={child} onNavigate={onNavigate} nested />
                ))}
              </Stack>
            </Box>
          ) : (
            <MenuItemLink key={entry.to} link={entry} onNavigate={onNavigate} />
          ),
        )}
      </Stack>
      <Box px="5" py="4" borderTopWidth="1px" fontSize="xs" color="fg.muted">
        <Text>
          Powered by{' '}
          <Text as="span" fontWeight="semibold" color="brand.fg">
            {PRODUCT_NAME}
          </Text>
        </Text>
        <Text>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </Text>
      </Box>
    </Flex>
  );
}
