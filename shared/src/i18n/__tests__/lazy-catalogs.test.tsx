import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { LanguageProvider, usePortalCatalog } from '../react';
import { lazyCatalogs, loadAllCatalogs } from '../lazy-catalogs';

const en = { 'page.title': 'Your Memberships', 'page.count': '{count} memberships', 'page.new': 'New' };

function make() {
  let calls = 0;
  let fail = false;
  const catalogs = lazyCatalogs(en, {
    bn: () => {
      calls += 1;
      return fail
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ 'page.title': 'আপনার সদস্যপদ', 'page.count': '{count}টি সদস্যপদ', 'page.new': '' });
    },
  });
  return { catalogs, calls: () => calls, failNext: (value: boolean) => (fail = value) };
}

describe('lazyCatalogs', () => {
  it('has English at once and fetches Bangla once, on first use', async () => {
    const { catalogs, calls } = make();
    expect(catalogs.isLoaded('en')).toBe(true);
    expect(catalogs.isLoaded('bn')).toBe(false);
    expect(catalogs.text('bn', 'page.title')).toBe('Your Memberships');
    const first = catalogs.load('bn');
    expect(catalogs.load('bn')).toBe(first);
    await first;
    expect(calls()).toBe(1);
    expect(catalogs.text('bn', 'page.title')).toBe('আপনার সদস্যপদ');
    await catalogs.load('bn');
    expect(calls()).toBe(1);
  });

  it('shows English for a Bangla text that is empty or missing, never the id', async () => {
    const { catalogs } = make();
    await catalogs.load('bn');
    expect(catalogs.text('bn', 'page.new')).toBe('New');
  });

  it('tries again after a failed fetch, English showing meanwhile', async () => {
    const { catalogs, calls, failNext } = make();
    failNext(true);
    await catalogs.load('bn');
    expect(catalogs.isLoaded('bn')).toBe(false);
    failNext(false);
    await catalogs.load('bn');
    expect(calls()).toBe(2);
    expect(catalogs.isLoaded('bn')).toBe(true);
  });

  it('gives a render an already-fulfilled promise for English and for a loaded language (no suspense)', async () => {
    const { catalogs } = make();
    expect(catalogs.settled('en')).toMatchObject({ status: 'fulfilled' });
    const fetching = catalogs.settled('bn');
    expect(fetching).not.toHaveProperty('status');
    await fetching;
    expect(fetching).toMatchObject({ status: 'fulfilled' });
    expect(catalogs.settled('bn')).toMatchObject({ status: 'fulfilled' });
  });

  it('settles a failed fetch for rendering without trying again; an explicit load tries again', async () => {
    const { catalogs, calls, failNext } = make();
    failNext(true);
    await catalogs.settled('bn');
    expect(catalogs.settled('bn')).toMatchObject({ status: 'fulfilled' });
    expect(calls()).toBe(1);
    failNext(false);
    await catalogs.load('bn');
    expect(calls()).toBe(2);
  });

  it('loads every catalog made so far for a language', async () => {
    const one = make();
    const two = make();
    await loadAllCatalogs('bn');
    expect(one.catalogs.isLoaded('bn') && two.catalogs.isLoaded('bn')).toBe(true);
  });
});

describe('usePortalCatalog', () => {
  /** `ui` on a Bangla page, suspended until its texts come. */
  const inBangla = (ui: ReactNode) => (
    <LanguageProvider language="bn">
      <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
    </LanguageProvider>
  );

  // Hooks after the catalog's, as a real screen has (a page title effect, state): a replayed render must call them all.
  function Screen({ catalogs }: { catalogs: ReturnType<typeof make>['catalogs'] }) {
    const t = usePortalCatalog(catalogs);
    const [count] = useState(2);
    useEffect(() => {
      document.title = t('page.title');
    });
    return <p>{t('page.count', { count })}</p>;
  }

  it('renders a screen with hooks after it once its Bangla texts come, with no React error', async () => {
    const { catalogs } = make();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // In a transition, as the shell renders: React replays the suspended screen as soon as the texts resolve.
    await act(async () => {
      startTransition(() => {
        render(inBangla(<Screen catalogs={catalogs} />));
      });
    });
    expect(await screen.findByText('2টি সদস্যপদ')).toBeInTheDocument();
    expect(document.title).toBe('আপনার সদস্যপদ');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows English when the Bangla texts cannot come, and does not ask again on every render', async () => {
    const { catalogs, calls, failNext } = make();
    failNext(true);
    await act(async () => {
      render(inBangla(<Screen catalogs={catalogs} />));
    });
    expect(await screen.findByText('2 memberships')).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  function Title({ catalogs }: { catalogs: ReturnType<typeof make>['catalogs'] }) {
    const t = usePortalCatalog(catalogs);
    return (
      <h1>
        {t('page.title')} · {t('page.count', { count: 3 })}
      </h1>
    );
  }

  it('renders English without waiting', () => {
    const { catalogs } = make();
    render(
      <LanguageProvider language="en">
        <Title catalogs={catalogs} />
      </LanguageProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Your Memberships · 3 memberships');
  });

  it('waits for the Bangla texts on a Bangla page, then shows them', async () => {
    const { catalogs } = make();
    await act(async () => {
      render(inBangla(<Title catalogs={catalogs} />));
    });
    expect(await screen.findByRole('heading')).toHaveTextContent('আপনার সদস্যপদ · 3টি সদস্যপদ');
  });
});
