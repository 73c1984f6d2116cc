import { Box, Stack } from '@chakra-ui/react';
import { dashboardPathFor, profilePathFor, useCatalog } from '@alumni/shared';
import { NATIVE_FORMS } from '@alumni/shared/contracts';
import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { SHELL_CATALOGS, type ShellMessageId } from '@alumni/shared/i18n';

/** The id the account button names (popovertarget) while the session is not known yet. */
const NATIVE_ACCOUNT_MENU_ID = 'account-menu-native';

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
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
} as const;

/**
 * A signed-in visitor's account button and menu in the server's page, before the session is known (the page's
 * script may be seconds away). The nav bar shows it where this browser holds a session (`<html data-session>`,
 * set before the first paint by shared/src/session/boot-script.cjs). A native popover with Dashboard, View
 * Profile and Logout, a form the browser posts (web/src/forms/native-forms.ts ends the session and goes home).
 * Once the session is known the nav bar shows the live account menu instead.
 */
export function AccountMenuNative() {
  const dashboard = dashboardPathFor({ isSuperAdmin: false });
  const t = useCatalog<ShellMessageId>(SHELL_CATALOGS);
  return (
    <>
      <Box
        as="button"
        aria-label={t('nav.accountMenu')}
        aria-haspopup="menu"
        popoverTarget={NATIVE_ACCOUNT_MENU_ID}
        boxSize="8"
        rounded="full"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        bg="brand.solid"
        color="brand.contrast"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <UserRound size={18} aria-hidden="true" />
      </Box>
      <Box
        id={NATIVE_ACCOUNT_MENU_ID}
        popover="auto"
        role="menu"
        aria-label={t('nav.account')}
        position="fixed"
        insetBlockStart="14"
        insetInlineEnd="4"
        insetInlineStart="auto"
        m="0"
        minW="44"
        p="1"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        rounded="md"
        boxShadow="lg"
        display="none"
        css={{ '&:popover-open': { display: 'block' } }}
      >
        <Stack gap="0">
          <Box asChild {...itemStyle}>
            <Link to={dashboard} role="menuitem">
              {t('nav.dashboard')}
            </Link>
          </Box>
          <Box asChild {...itemStyle}>
            <Link to={profilePathFor({ isSuperAdmin: false })} role="menuitem">
              {t('nav.viewProfile')}
            </Link>
          </Box>
          <form method="post" action={NATIVE_FORMS.logout.path}>
            <Box asChild color="fg.error" bg="transparent" {...itemStyle}>
              <button type="submit" role="menuitem">
                {t('nav.logout')}
              </button>
            </Box>
          </form>
        </Stack>
      </Box>
    </>
  );
}
