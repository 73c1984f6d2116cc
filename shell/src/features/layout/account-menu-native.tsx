import { Box, Stack } from '@chakra-ui/react';
import { dashboardPathFor, lazyComponent, profilePathFor, useCatalog, useSession } from '@alumni/shared';
import { NATIVE_FORMS } from '@alumni/shared/contracts';
import { UserRound } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { SHELL_CATALOGS, type ShellMessageId } from '@alumni/shared/i18n';
import { AccountMenuOnDemand } from '../../components/account-menu-on-demand';
import type { AccountMenuItem } from '../../components/account-menu';

/** The id the account button names (popovertarget) while the session is not known yet. */
const NATIVE_ACCOUNT_MENU_ID = 'account-menu-native';
/** The account button's id: the live menu's trigger (Chakra's `ids.trigger`) once the session is known. */
const ACCOUNT_BUTTON_ID = 'account-button';

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
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
} as const;

/**
 * A signed-in visitor's account menu in the server's page, before the session is known (the page's
 * script may be seconds away). The nav bar shows it where this browser holds a session (`<html data-session>`,
 * set before the first paint by shared/src/session/boot-script.cjs). A native popover with Dashboard, View
 * Profile and Logout, a form the browser posts (web/src/forms/native-forms.ts ends the session and goes home).
 * Once the session is known the live account menu takes its place (AccountMenuSwitch).
 */
function AccountMenuNative() {
  const dashboard = dashboardPathFor({ isSuperAdmin: false });
  const t = useCatalog<ShellMessageId>(SHELL_CATALOGS);
  return (
    <>
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

/**
 * The account button and its menu: the native menu while the session is not known (`isLive` false), the live
 * one after. The button is one element throughout (same type, same place; only its attributes and content
 * change), so a press that began on the native button and ends after the session became known is a click on
 * the same button, which opens the live menu, instead of a press lost with an element swapped under the finger.
 */
export function AccountMenuSwitch({ isLive, items }: { isLive: boolean; items: AccountMenuItem[] }) {
  const t = useCatalog<ShellMessageId>(SHELL_CATALOGS);
  const user = useSession((s) => s.user);
  const [isOpen, setOpen] = useState(false);
  const icon = <UserRound size={18} aria-hidden="true" />;
  return (
    <>
      <Box
        as="button"
        id={ACCOUNT_BUTTON_ID}
        aria-label={t('nav.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={isLive ? isOpen : undefined}
        popoverTarget={isLive ? undefined : NATIVE_ACCOUNT_MENU_ID}
        onClick={isLive ? () => setOpen(!isOpen) : undefined}
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
      {isLive ? (
        <AccountMenuOnDemand items={items} trigger={{ id: ACCOUNT_BUTTON_ID, open: isOpen, onOpenChange: setOpen }} />
      ) : (
        <AccountMenuNative />
      )}
    </>
  );
}
