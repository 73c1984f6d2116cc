// The theme toggle's snippet of the page head (shared/src/theme/early-toggle.cjs), run in jsdom as the page
// runs it: before the page is live, a tap on the toggle switches the theme itself.
import { afterEach, describe, expect, it } from '@jest/globals';
import { clicksReachingThePage, removeSnippetListenersAfterEach } from '../../testing/head-snippets';
import { THEME_CHANGE_EVENT } from '../theme-store';

const {
  earlyThemeToggleScript,
  toggleThemeEarly,
  THEME_CHANGE_EVENT: snippetEvent,
} = require('../early-toggle.cjs') as {
  earlyThemeToggleScript: string;
  toggleThemeEarly: (win: Window, eventName: string) => void;
  THEME_CHANGE_EVENT: string;
};

const html = document.documentElement;
removeSnippetListenersAfterEach();

afterEach(() => {
  document.body.replaceChildren();
  html.removeAttribute('data-ready');
  html.className = '';
  html.removeAttribute('data-theme');
  localStorage.clear();
});

/** The server's nav: the toggle (as rendered for the default, light), with its icon, and another button. */
function serverMarkup(theme: 'light' | 'dark') {
  html.className = theme;
  document.body.innerHTML = `
    <div id="root"><header>
      <button type="button" id="toggle" data-theme-toggle="" aria-pressed="false"><svg id="icon"></svg></button>
      <button type="button" id="other">Other</button>
    </header></div>`;
  return {
    toggle: document.getElementById('toggle')!,
    icon: document.getElementById('icon')!,
    other: document.getElementById('other')!,
  };
}

describe('the early theme toggle', () => {
  it('shows the stored theme on the toggle once the page is parsed', () => {
    const { toggle } = serverMarkup('dark');
    toggleThemeEarly(window, THEME_CHANGE_EVENT);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('switches the theme on a tap before the page is live, stores it, tells the store, and keeps the tap from React', () => {
    const { toggle, icon } = serverMarkup('light');
    toggleThemeEarly(window, THEME_CHANGE_EVENT);
    const seen = clicksReachingThePage();
    const told: unknown[] = [];
    const onChange = (event: Event) => told.push((event as CustomEvent).detail);
    window.addEventListener(THEME_CHANGE_EVENT, onChange);

    // A tap on the icon (an SVG element) is a tap on the button.
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(html.classList.contains('dark')).toBe(true);
    expect(html.classList.contains('light')).toBe(false);
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.style.colorScheme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    toggle.click();
    expect(html.classList.contains('light')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(told).toEqual(['dark', 'light']);
    expect(seen).toEqual([]);
  });

  it('leaves the toggle to React once the page is live, and other buttons always', () => {
    const { toggle, other } = serverMarkup('light');
    toggleThemeEarly(window, THEME_CHANGE_EVENT);
    const seen = clicksReachingThePage();
    other.click();
    html.setAttribute('data-ready', '');
    toggle.click();
    expect(seen).toEqual(['other', 'toggle']);
    expect(html.classList.contains('light')).toBe(true);
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('names the event the theme store listens for, and is shipped as a script that installs itself', () => {
    expect(snippetEvent).toBe(THEME_CHANGE_EVENT);
    expect(earlyThemeToggleScript).toMatch(
      /^\(function toggleThemeEarly\(win, eventName\) \{[\s\S]*\}\)\(window,"alumni:theme-change"\);$/,
    );
    const { toggle } = serverMarkup('light');
    new Function(earlyThemeToggleScript)();
    toggle.click();
    expect(html.classList.contains('dark')).toBe(true);
  });
});
