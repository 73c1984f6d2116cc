import { Button, Stack } from '@chakra-ui/react';
import { useCatalog } from '@alumni/shared';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { NAV_LINKS } from './nav-links';
import { SHELL_CATALOGS, type ShellMessageId } from '@alumni/shared/i18n';

/** The menu's links (the nav bar's), one under another. */
export function MobileNavLinks() {
  const t = useCatalog<ShellMessageId>(SHELL_CATALOGS);
  return (
    <Stack gap="1" as="nav" aria-label={t('nav.mobile')}>
      {NAV_LINKS.map((link) => (
        <Button key={link.label} asChild variant="ghost" justifyContent="flex-start">
          <Link to={link.to}>{t(link.label)}</Link>
        </Button>
      ))}
      <LanguageSwitch variant="ghost" justifyContent="flex-start" />
    </Stack>
  );
}

/** Login and Sign Up, one under another, for a signed-out visitor. */
export function SignedOutLinks() {
  const t = useCatalog<ShellMessageId>(SHELL_CATALOGS);
  return (
    <Stack gap="2">
      <Button asChild variant="outline">
        <Link to="/login">{t('nav.login')}</Link>
      </Button>
      <Button asChild>
        <Link to="/signup">{t('nav.signUp')}</Link>
      </Button>
    </Stack>
  );
}
