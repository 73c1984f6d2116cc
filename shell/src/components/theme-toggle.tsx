import { IconButton } from '@chakra-ui/react';
import { useTheme } from '@alumni/shared';
import { Moon, Sun } from 'lucide-react';

/**
 * Sun while dark, moon while light (spec section 1). A toggle button: one name, its state in `aria-pressed`
 * (WAI-ARIA's toggle pattern, where the name does not change with the state). Both icons are in the markup,
 * the one shown chosen by the theme class on <html>: right from the server's page on, and when the page head's
 * snippet (shared/src/theme/early-toggle.cjs, through `data-theme-toggle`) switches the theme before hydration.
 */
export function ThemeToggle() {
  const mode = useTheme((s) => s.mode);
  const toggle = useTheme((s) => s.toggle);
  return (
    <IconButton
      variant="ghost"
      size="sm"
      onClick={toggle}
      aria-label="Dark theme"
      aria-pressed={mode === 'dark'}
      title="Dark theme"
      data-theme-toggle=""
      css={{ 'html:not(.dark) & .lucide-sun, .dark & .lucide-moon': { display: 'none' } }}
    >
      <Sun aria-hidden />
      <Moon aria-hidden />
    </IconButton>
  );
}
