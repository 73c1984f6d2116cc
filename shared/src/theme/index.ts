export {
  useTheme,
  applyTheme,
  readStoredTheme,
  THEME_STORAGE_KEY,
  type ThemeMode,
  type ThemeState,
} from './theme-store';
