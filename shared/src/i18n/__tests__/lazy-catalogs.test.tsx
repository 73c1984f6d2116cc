import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
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

  it('loads every catalog made so far for a language', async () => {
    const one = make();
    const two = make();
    await loadAllCatalogs('bn');
    expect(one.catalogs.isLoaded('bn') && two.catalogs.isLoaded('bn')).toBe(true);
  });
});

describe('usePortalCatalog', () => {
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
      render(
        <LanguageProvider language="bn">
          <Suspense fallback={<p>loading</p>}>
            <Title catalogs={catalogs} />
          </Suspense>
        </LanguageProvider>,
      );
    });
    expect(await screen.findByRole('heading')).toHaveTextContent('আপনার সদস্যপদ · 3টি সদস্যপদ');
  });
});
