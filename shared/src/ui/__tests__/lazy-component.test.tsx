import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyComponent } from '../lazy-component';

const greetings = { Greeting: ({ name }: { name: string }) => <p>Hello {name}</p> };

describe('lazyComponent', () => {
  it('renders the named export once loaded, with one download for preload and render', async () => {
    const load = jest.fn(async () => greetings);
    const Greeting = lazyComponent(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    Greeting.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, so the next attempt fetches again', async () => {
    const load = jest
      .fn<() => Promise<typeof greetings>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(greetings);
    const Greeting = lazyComponent(load, 'Greeting');
    Greeting.preload();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting name="Grace" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
