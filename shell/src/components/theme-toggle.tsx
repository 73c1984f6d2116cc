import { IconButton } from '@chakra-ui/react';
import { useTheme } from '@alumni/shared';
import { Moon, Sun } from 'lucide-react';

/** Sun while dark, moon while light (spec section 1). */
export function ThemeToggle() {
  const mode = useTheme((s) => s.mode);
  const toggle = useTheme((s) => s.toggle);
  const isDark = mode === 'dark';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      onClick={toggle}
      aria-label={isDark ? 'Switch to light theme' : 'Switch to dark theme'}
      title={isDark ? 'Light theme' : 'Dark theme'}
    >
      {isDark ? <Sun /> : <Moon />}
    </IconButton>
  );
}
