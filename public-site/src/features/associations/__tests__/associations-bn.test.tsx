import { describe, expect, it, jest } from '@jest/globals';
import { api, fillText, LanguageProvider } from '@alumni/shared';
import { renderWithProviders, screen, within } from '@alumni/shared/testing';
import type { ReactElement } from 'react';
import { App } from '../../../app/App';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { publicPagesBn as bn } from '../../../i18n/catalogs/public-pages/bn';
import { association } from './fixtures';

const inBangla = (ui: ReactElement, route: string) =>
  renderWithProviders(<LanguageProvider language="bn">{ui}</LanguageProvider>, { route });

const NAME = 'আইডিয়াল স্কুল প্রাক্তন শিক্ষার্থী সমিতি';

describe('Associations in Bangla', () => {
  it('lists associations with Bangla headers, counts and row numbers in Bangla digits', async () => {
    await PUBLIC_PAGES_CATALOGS.load('bn');
    jest.spyOn(api, 'get').mockResolvedValue({
      status: 200,
      data: { count: 45, results: [{ id: 41, name: NAME, logo: null, tagline: '', member_count: 1250 }] },
    });
    inBangla(<App />, '/associations?name=আইডিয়াল&page=3');
    const cards = await screen.findByRole('list', { name: bn['associations.list'] });
    expect(screen.getByRole('heading', { level: 1, name: bn['associations.title'] })).toBeInTheDocument();
    expect(screen.getByText(fillText(bn['associations.results'], { name: 'আইডিয়াল' }))).toBeInTheDocument();
    const search = screen.getByRole('search', { name: bn['associations.search.label'] });
    expect(within(search).getByRole('searchbox', { name: bn['associations.search.field'] })).toHaveAttribute(
      'placeholder',
      bn['associations.search.placeholder'],
    );
    expect(within(search).getByRole('button', { name: bn['common.search'] })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true });
    expect(
      within(rows[0])
        .getAllByRole('columnheader', { hidden: true })
        .map((c) => c.textContent),
    ).toEqual([
      '#',
      bn['associations.table.logo'],
      bn['associations.table.name'],
      bn['associations.table.members'],
      bn['associations.table.details'],
    ]);
    // Row 41 of the list (page 3 of 20): its number and its members in Bangla digits.
    expect(
      within(rows[1])
        .getAllByRole('cell', { hidden: true })
        .map((c) => c.textContent),
    ).toEqual(['৪১', '', NAME, '১,২৫০', bn['common.view']]);
    const card = within(cards).getAllByRole('listitem')[0];
    expect(card).toHaveTextContent(`৪১${NAME}১,২৫০ জন সদস্য${bn['common.view']}`);
    expect(within(card).getByRole('link', { name: `${NAME} দেখুন` })).toHaveAttribute('href', '/associations/41');
  });

  it('says in Bangla when no association matches', async () => {
    await PUBLIC_PAGES_CATALOGS.load('bn');
    jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: { count: 0, results: [] } });
    inBangla(<App />, '/associations?name=খুলনা');
    expect(await screen.findByText('“খুলনা” নামে কোনো সংগঠন পাওয়া যায়নি।')).toBeInTheDocument();
  });

  it("shows an association's page in Bangla: members and founding year in Bangla digits", async () => {
    await PUBLIC_PAGES_CATALOGS.load('bn');
    jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/associations/3/') return { status: 200, data: association({ name: NAME, member_count: 12 }) };
      return { status: 200, data: { count: 0, results: [] } }; // its upcoming events
    });
    inBangla(<App />, '/associations/3');
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: fillText(bn['association.cover'], { name: NAME }) })).toBeInTheDocument();
    expect(screen.getByText(`১২ জন সদস্য${' · প্রতিষ্ঠা ১৯৮০'}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: bn['association.contact'] })).toBeInTheDocument();
    expect(screen.getByText(bn['association.address'])).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: bn['association.becomeMember'] })).toHaveLength(2);
    expect(screen.getByText(fillText(bn['association.join'], { name: NAME }))).toBeInTheDocument();
    expect(await screen.findByText(fillText(bn['association.events.none'], { name: NAME }))).toBeInTheDocument();
  });
});
