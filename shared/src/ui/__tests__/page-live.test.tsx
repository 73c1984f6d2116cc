/**
 * @jest-environment jsdom
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PageLive, PartLive } from '../page-live';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.documentElement.removeAttribute('data-ready');
  document.body.innerHTML = '';
});

const isReady = () => document.documentElement.hasAttribute('data-ready');

function Form() {
  return <button type="submit">Sign up</button>;
}

/** A page whose part's code comes later (a lazy page): `deliver` hands it over. */
function lazyPart() {
  let deliver: () => void = () => {};
  const Part = lazy(
    () => new Promise<{ default: ComponentType }>((resolve) => (deliver = () => resolve({ default: Form }))),
  );
  return { Part, deliver: () => deliver() };
}

function Page({ Part }: { Part: ComponentType }) {
  return (
    <main>
      <p>Top bar</p>
      <Suspense fallback={<p>Loading</p>}>
        <Part />
        <PartLive />
      </Suspense>
      <PageLive />
    </main>
  );
}

describe('PageLive and PartLive', () => {
  it('marks the page ready only when the part the server rendered has hydrated', async () => {
    const html = renderToString(<Page Part={Form} />);
    expect(html).toContain('data-live-mark');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    const { Part, deliver } = lazyPart();
    await act(async () => {
      root = hydrateRoot(container, <Page Part={Part} />);
    });
    // The root committed, the part's markup is the server's: not ready, a tap would not reach the script.
    expect(isReady()).toBe(false);
    expect(container.querySelector('[data-live-mark]')?.hasAttribute('data-live')).toBe(false);

    await act(async () => deliver());
    expect(container.querySelector('[data-live-mark]')?.hasAttribute('data-live')).toBe(true);
    expect(isReady()).toBe(true);
  });

  it('marks a page rendered with no server markup ready when the root commits', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container);
      root.render(<PageLive />);
    });
    expect(isReady()).toBe(true);
  });
});
