import { describe, expect, it, jest } from '@jest/globals';
import { api, LanguageProvider } from '@alumni/shared';
import { makeAssociation, renderWithProviders, screen, within } from '@alumni/shared/testing';
import { App } from '../../../app/App';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { publicPagesBn as bn } from '../../../i18n/catalogs/public-pages/bn';
import { getByUrl, membershipType } from './fixtures';

const NAME = 'আইডিয়াল স্কুল প্রাক্তন শিক্ষার্থী সমিতি';
const association = (overrides: { name: string }) => makeAssociation({ id: 3, ...overrides });
const inBangla = (route: string) =>
  renderWithProviders(
    <LanguageProvider language="bn">
      <App />
    </LanguageProvider>,
    { route },
  );

describe('Membership options in Bangla', () => {
  it('shows the membership options with fees as ৳ in Bangla digits', async () => {
    await PUBLIC_PAGES_CATALOGS.load('bn');
    jest.spyOn(api, 'get').mockImplementation(
      getByUrl({
        '/associations/3/': association({ name: NAME }),
        '/associations/3/membership-types/': {
          results: [membershipType({ id: 5, name: 'সাধারণ সদস্য', short_name: 'GM', fee: 12000, duration_month: 12 })],
        },
      }) as never,
    );
    inBangla('/associations/3/memberships');
    expect(await screen.findByRole('heading', { level: 1, name: bn['memberships.options'] })).toBeInTheDocument();
    const card = within(screen.getByTestId('membership-option'));
    expect(card.getByText('৳ ১২,০০০')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'সাধারণ সদস্য দিয়ে শুরু করুন' })).toHaveAttribute(
      'href',
      '/associations/3/memberships/5',
    );
  });
});
