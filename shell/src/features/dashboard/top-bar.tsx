import { Box, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { AssociationLogo, ProductLogo, profilePathFor, useCatalog, useSession } from '@alumni/shared';
import { Menu as MenuIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { AccountMenu } from '../../components/account-menu';
import { LanguageSwitch } from '../../components/language-switch';
import { ThemeToggle } from '../../components/theme-toggle';
import { managedAssociationInPath } from './managed-association';
import { SHELL_CATALOGS, type ShellMessageId } from '@alumni/shared/i18n';

/** Fixed 64 px bar: association (when on one the user administers) or product logo, theme, account menu. */
export function TopBar({ onOpenMenu, showMenuButton }: { onOpenMenu: () => void; showMenuButton: boolean }) {
  const t = useCatalog<ShellMessageId>(SHELL_CATALOGS);
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const isSuperAdmin = useSession((s) => s.isSuperAdmin);
  const association = managedAssociationInPath(pathname, user);

  return (
    <Flex
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      h="64px"
      zIndex="sticky"
      align="center"
      gap="3"
      px={{ base: '3', md: '5' }}
      bg="bg.panel"
      borderBottomWidth="1px"
    >
      {showMenuButton && (
        <IconButton
          aria-label={t('nav.openDashboardMenu')}
          variant="ghost"
          size="sm"
          hideFrom="lg"
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </IconButton>
      )}
      {/* The name gives way on a phone (truncated, the logo alone): the bar's controls always fit the window. */}
      {association ? (
        <Box asChild minW="0">
          <Link to={`/admin/dashboard/associations/${association.id}`}>
            <HStack gap="3" minW="0">
              <AssociationLogo association={association} boxSize="9" flexShrink="0" />
              <Text fontWeight="semibold" truncate maxW={{ base: 'full', md: 'md' }}>
                {association.name}
              </Text>
            </HStack>
          </Link>
        </Box>
      ) : (
        <Link to="/" aria-label={t('nav.home')}>
          <ProductLogo size={30} textHideBelow="sm" />
        </Link>
      )}
      <Box flex="1" />
      <HStack gap={{ base: '1', sm: '2' }} flexShrink="0">
        <LanguageSwitch />
        <ThemeToggle />
        <AccountMenu
          items={[
            { label: t('nav.viewProfile'), to: profilePathFor({ isSuperAdmin }) },
            { label: t('nav.exitDashboard'), to: '/' },
            { label: t('nav.logout'), action: 'logout' },
          ]}
        />
      </HStack>
    </Flex>
  );
}
