import { Box, Flex, Icon, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, useShellText } from '@alumni/shared';
import type { PortalName, ResolvedLink } from '@alumni/shared/portals';
import { NavLink } from 'react-router';
import { useSideMenu } from './use-side-menu';

function MenuItemLink({ link, onNavigate, nested }: { link: ResolvedLink; onNavigate?: () => void; nested?: boolean }) {
  const IconComponent = link.icon;
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

/**
 * The side menu the mounted portal declares, with the powered-by credit at the bottom. While the menu loads
 * the frame stands without items (the aside is fixed, so nothing moves when they come).
 */
export function SideMenu({ portal, onNavigate }: { portal: PortalName; onNavigate?: () => void }) {
  const { entries, isLoading } = useSideMenu(portal);
  const t = useShellText();

  return (
    <Flex direction="column" h="full">
      <Stack as="nav" aria-label={t('nav.dashboard')} aria-busy={isLoading} gap="1" p="3" flex="1" overflowY="auto">
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
          {t('dashboard.poweredBy')}{' '}
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
