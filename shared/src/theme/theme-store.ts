import { create } from 'zustand';

/** Spec section 1: local storage key `theme`, values light/dark, default light. boot-script.cjs mirrors this. */
export const THEME_STORAGE_KEY = 'theme';
export type ThemeMode = 'light' | 'dark';
/**
 * What the page head's toggle snippet (early-toggle.cjs, which names the same event) dispatches on window when
 * a tap switched the theme before the page was hydrated: this store may already have read the old choice.
 */
export const THEME_CHANGE_EVENT = 'alumni:theme-change';

export function readStoredTheme(): ThemeMode {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** The `data-theme` attribute and the `dark` class on <html> (Chakra's `_dark` condition follows `.dark`). */
export function applyTheme(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  root.setAttribute('data-theme', mode);
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

export type ThemeState = {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
};

const hasDom = typeof document !== 'undefined';

export const useTheme = create<ThemeState>()((set, get) => ({
  // The initial state is the server's (it cannot know the choice): hydrating a server-rendered page
  // renders from it first, so the markup matches, then from the stored choice set below.
  mode: 'light',
  setMode: (mode) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    if (hasDom) applyTheme(mode);
    set({ mode });
  },
  toggle: () => get().setMode(get().mode === 'dark' ? 'light' : 'dark'),
}));

if (hasDom) {
  useTheme.setState({ mode: readStoredTheme() });
  applyTheme(useTheme.getState().mode);
  window.addEventListener(THEME_CHANGE_EVENT, () => useTheme.setState({ mode: readStoredTheme() }));
}
