import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { StyleSheet } from '@emotion/sheet';
import { cleanup, render } from '@testing-library/react';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { AppProvider } from '../app-provider';

// The CSS the shell's build puts in index.html, made as the build makes it (a Node process, where
// Emotion returns the rules instead of inserting them).
const SHARED = path.resolve(__dirname, '../../..');
const prebuilt = execFileSync(process.execPath, ['--import', 'tsx', path.join(SHARED, 'build', 'global-css.ts')], {
  cwd: SHARED,
  encoding: 'utf8',
});

/** The rules Emotion inserts into the sheet of its <Global> styles (key "css-global"), in order. */
let globalRules: string[] = [];
const insertedGlobalCss = () => globalRules.join('');

beforeEach(() => {
  globalRules = [];
  const insert = StyleSheet.prototype.insert;
  jest.spyOn(StyleSheet.prototype, 'insert').mockImplementation(function (this: StyleSheet, rule: string) {
    if (this.key === 'css-global') globalRules.push(rule);
    return insert.call(this, rule);
  });
});

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('the prebuilt global CSS', () => {
  it('is what ChakraProvider inserts at runtime: layer order, preflight, global styles, every token in light and dark', () => {
    render(
      <AppProvider>
        <p>page</p>
      </AppProvider>,
    );
    expect(prebuilt.length).toBeGreaterThan(20_000);
    expect(prebuilt).toMatch(/^@layer reset,base,tokens,recipes;/);
    expect(prebuilt).toContain('--chakra-colors-brand-600:#0e7770');
    expect(prebuilt).toContain('.dark'); // the dark theme's token values
    expect(insertedGlobalCss()).toBe(prebuilt);
  });

  it('is not inserted again on a page that carries it: only the layer order and the tokens, rules it holds', () => {
    // As the shell's index.html links it (shared/build/index-html.cjs).
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/theme.0123456789abcdef0123.css';
    link.setAttribute('data-chakra-global', '');
    document.head.append(link);
    render(
      <AppProvider>
        <p>page</p>
      </AppProvider>,
    );
    const inserted = insertedGlobalCss();
    expect(inserted).toMatch(/^@layer reset,base,tokens,recipes;/);
    // The tokens as CSS variables, light and dark, as the prebuilt CSS has them.
    expect(inserted).toContain('--chakra-colors-brand-600:#0e7770');
    expect(globalRules.filter((rule) => rule.includes('--chakra-')).every((rule) => prebuilt.includes(rule))).toBe(
      true,
    );
    // Not the preflight, the global styles (Bangla's fonts, the page's colours) nor the keyframes.
    expect(inserted).not.toContain('margin:0px');
    expect(inserted).not.toContain('Noto Sans Bengali');
    expect(inserted).not.toContain('@keyframes');
    expect(inserted.length).toBeLessThan(prebuilt.length * 0.6);
  });
});

describe('the global CSS on every element', () => {
  // Each rule of the prebuilt CSS outside @keyframes and @font-face: its selector and declarations.
  const rules = [
    ...prebuilt
      .replace(/@(keyframes|-webkit-keyframes)[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '')
      .matchAll(/([^{}]+)\{([^{}]*)\}/g),
  ].map(([, selector, body]) => ({ selector: selector.replace(/^@layer [^{]*\{?/, '').trim(), body }));
  const customProperties = (body: string) => body.match(/(?:^|;)\s*--[\w-]+(?=:)/g) ?? [];

  it('declares no custom property on every element or on its selection: a theme switch resolves those on each one', () => {
    const everyElement = rules.filter(({ selector }) =>
      selector.split(',').some((part) => /^\*(::?[\w-]+)?$/.test(part.trim()) || /^::selection$/.test(part.trim())),
    );
    expect(everyElement.map(({ selector }) => selector)).toEqual(
      expect.arrayContaining(['*', '*::selection', '*,*::before,*::after,*::backdrop']),
    );
    for (const { selector, body } of everyElement.filter((rule) => !/placeholder/.test(rule.selector)))
      expect({ selector, declared: customProperties(body) }).toEqual({ selector, declared: [] });
  });

  it('keeps what the reset and the fonts read, declared once on <html>, and the selection in the palette', () => {
    const html = rules
      .filter(({ selector }) => selector === 'html')
      .map(({ body }) => body)
      .join(';');
    expect(html).toContain('--global-color-border:var(--chakra-colors-border)');
    expect(html).toContain('--global-font-body:var(--chakra-fonts-body)');
    expect(html).toContain('--global-font-mono:var(--chakra-fonts-mono)');
    expect(prebuilt).toContain('border-color:var(--global-color-border, currentColor)');
    expect(prebuilt).toContain(
      '*::selection{background-color:color-mix(in srgb, var(--chakra-colors-color-palette-emphasized) 80%, transparent);}',
    );
  });
});
