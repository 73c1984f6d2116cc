import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { css, jsx } from '@emotion/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { PageStyles, pageStyleCache, SERVER_STYLES_ATTRIBUTE, serverStyleTags, STYLE_KEY } from '../page-styles';

const red = css({ color: 'red', padding: 4 });
const blue = css({ color: 'blue' });
const className = (name: string) => `${STYLE_KEY}-${name}`;
/** The rules Emotion wrote itself into its own tags (as text, or through the CSSOM as it does outside development). */
const insertedCss = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')]
    .map((tag) => (tag.textContent ?? '') + [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''))
    .join('');

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('serverStyleTags', () => {
  it("names the page's rules in a tag of its own, keeps Emotion's form for global styles, and cannot be ended early", () => {
    const tags = serverStyleTags([
      { key: 'css-global', ids: ['g1'], css: '@layer reset,base;' },
      { key: STYLE_KEY, ids: ['a1', 'b2'], css: '.css-a1{color:red;}.css-b2{background:url("x</style><script>")}' },
    ]);
    expect(tags).toBe(
      '<style data-emotion="css-global g1">@layer reset,base;</style>' +
        `<style ${SERVER_STYLES_ATTRIBUTE}="a1 b2">.css-a1{color:red;}.css-b2{background:url("x<\\/style><script>")}</style>`,
    );
  });
});

describe('pageStyleCache', () => {
  it("counts the server tag's rules as inserted and leaves the tag where it is", () => {
    document.head.innerHTML = `<title>t</title><style ${SERVER_STYLES_ATTRIBUTE}="a1 b2">.css-a1{}</style><meta name="after">`;
    const tag = document.head.querySelector('style');
    const cache = pageStyleCache();
    expect(cache.key).toBe(STYLE_KEY);
    expect(cache.inserted).toEqual({ a1: true, b2: true });
    expect(tag?.nextElementSibling?.getAttribute('name')).toBe('after');
  });

  it('is empty on a page the server did not render', () => {
    expect(pageStyleCache().inserted).toEqual({});
  });
});

describe('hydrating a server-rendered page with PageStyles', () => {
  it('adds none of the server rules again, adds the new ones, and never moves the server tag', () => {
    // The page as the server sends it: the markup and its rules in the head, something after them.
    document.head.innerHTML =
      serverStyleTags([{ key: STYLE_KEY, ids: [red.name], css: `.${className(red.name)}{${red.styles}}` }]) +
      '<meta name="after">';
    const serverTag = document.head.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`);
    const container = document.createElement('div');
    container.innerHTML = `<p class="${className(red.name)}">Hello</p>`;
    document.body.append(container);
    const paragraph = container.firstElementChild;
    const recoverable = jest.fn();

    act(() => {
      root = hydrateRoot(container, <PageStyles>{jsx('p', { css: red }, 'Hello')}</PageStyles>, {
        onRecoverableError: recoverable,
      });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(container.firstElementChild).toBe(paragraph);
    expect(insertedCss()).not.toContain(className(red.name));
    expect(serverTag?.isConnected).toBe(true);
    expect(serverTag?.nextElementSibling?.getAttribute('name')).toBe('after');

    // A rule the server did not send (a part rendered later) is inserted as always.
    act(() => root?.render(<PageStyles>{jsx('p', { css: [red, blue] }, 'Hello')}</PageStyles>));
    expect(insertedCss()).toMatch(/color:\s*blue/);
  });
});
