import { IconButton } from '@chakra-ui/react';
import { useCatalog, useTheme } from '@alumni/shared';
import { Moon, Sun } from 'lucide-react';
import { SHELL_CATALOGS, type ShellMessageId } from '@alumni/shared/i18n';

/**
 * Sun while dark, moon while light (spec section 1). A toggle button: one name, its state in `aria-pressed`
 * (WAI-ARIA's toggle pattern, where the name does not change with the state). Both icons are in the markup,
 * the one shown chosen by the theme class on <html>: right from the server's page on, and when the page head's
 * snippet (shared/src/theme/early-toggle.cjs, through `data-theme-toggle`) switches the theme before hydration.
 */
export function ThemeToggle() {
  const mode = useTheme((s) => s.mode);
  const t = useCatalog<ShellMessageId>(SHELL_CATALOGS);
  const toggle = useTheme((s) => s.toggle);
  return (
    <IconButton
      variant="ghost"
      size="sm"
      onClick={toggle}
      aria-label={t('theme.dark')}
      aria-pressed={mode === 'dark'}
      title={t('theme.dark')}
      data-theme-toggle=""
      css={{ 'html:not(.dark) & .lucide-sun, .dark & .lucide-moon': { display: 'none' } }}
    >
      <Sun aria-hidden />
      <Moon aria-hidden />
    </IconButton>
  );
}
