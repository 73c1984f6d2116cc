import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as ThemeStore from '../theme-store';

const bootScript: string = require('../boot-script.cjs');

const root = () => document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root().className = '';
  root().removeAttribute('data-theme');
  jest.resetModules();
});

const loadStore = () => require('../theme-store') as typeof ThemeStore;

describe('theme store', () => {
  it('defaults to light and applies it to the document root', () => {
    const { useTheme } = loadStore();
    expect(useTheme.getState().mode).toBe('light');
    expect(root().getAttribute('data-theme')).toBe('light');
    expect(root().classList.contains('dark')).toBe(false);
  });

  it('starts from the stored choice', () => {
    localStorage.setItem('theme', 'dark');
    const { useTheme } = loadStore();
    expect(useTheme.getState().mode).toBe('dark');
    expect(root().classList.contains('dark')).toBe(true);
  });

  it('toggles, stores the choice under "theme" and switches the dark class', () => {
    const { useTheme } = loadStore();
    useTheme.getState().toggle();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(root().getAttribute('data-theme')).toBe('dark');
    expect(root().classList.contains('dark')).toBe(true);

    useTheme.getState().toggle();
    expect(localStorage.getItem('theme')).toBe('light');
    expect(root().classList.contains('dark')).toBe(false);
  });

  it("follows a switch made by the page head's toggle snippet before hydration", () => {
    const { useTheme, THEME_CHANGE_EVENT } = loadStore();
    expect(useTheme.getState().mode).toBe('light');
    // What the snippet does: the stored choice and the root's classes, then the event.
    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new CustomEvent(THEME_CHANGE_EVENT, { detail: 'dark' }));
    expect(useTheme.getState().mode).toBe('dark');
  });
});

describe('boot script for the page head', () => {
  it('applies the stored dark theme before any app code runs', () => {
    localStorage.setItem('theme', 'dark');
    new Function(bootScript)();
    expect(root().getAttribute('data-theme')).toBe('dark');
    expect(root().classList.contains('dark')).toBe(true);
  });

  it('falls back to light for missing or unknown values', () => {
    localStorage.setItem('theme', 'purple');
    new Function(bootScript)();
    expect(root().getAttribute('data-theme')).toBe('light');
    expect(root().classList.contains('dark')).toBe(false);
  });

  it('is what the page template inlines', () => {
    const template = readFileSync(path.resolve(__dirname, '../../../build/index-html.cjs'), 'utf8');
    expect(template).toContain("require('../src/theme/boot-script.cjs')");
  });
});
