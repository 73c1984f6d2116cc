import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { css, jsx } from '@emotion/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { PageStyles, SERVER_STYLES_ATTRIBUTE, serverStyleIds, STYLE_KEY } from '../page-styles';

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

describe('serverStyleIds', () => {
  it("reads the ids of the server tags' rules, none on a page the server did not render", () => {
    expect(serverStyleIds()).toEqual([]);
    document.head.innerHTML = `<title>t</title><style ${SERVER_STYLES_ATTRIBUTE}="a1 b2">.css-a1{}</style><style ${SERVER_STYLES_ATTRIBUTE}="">x</style>`;
    expect(serverStyleIds()).toEqual(['a1', 'b2']);
  });
});

describe('hydrating a server-rendered page with PageStyles', () => {
  it('adds none of the server rules again, adds the new ones, and never moves the server tag', () => {
    // The page as the server sends it: the markup and its rules in the head, something after them.
    document.head.innerHTML =
      `<style ${SERVER_STYLES_ATTRIBUTE}="${red.name}">.${className(red.name)}{${red.styles}}</style>` +
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
