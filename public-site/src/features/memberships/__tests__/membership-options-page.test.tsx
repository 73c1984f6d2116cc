import { describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { renderWithProviders, screen, within } from '@alumni/shared/testing';
import { App } from '../../../app/App';
import { association, getByUrl, membershipType } from './fixtures';

describe('Membership Options', () => {
  it('shows a card per type: name, fee in ৳ as a whole number, duration label, short name, description cut to 200 characters, Get Started', async () => {
    const long = 'x'.repeat(250);
    jest.spyOn(api, 'get').mockImplementation(
      getByUrl({
        '/associations/3/': association,
        '/associations/3/membership-types/': {
          results: [
            membershipType({
              id: 5,
              name: 'General Member',
              short_name: 'GM',
              fee: 1000.5,
              duration_month: 12,
              description: long,
            }),
            membershipType({ id: 6, name: 'Two-Year Member', short_name: 'TM', fee: 1800, duration_month: 24 }),
            membershipType({ id: 7, name: 'Six-Month Member', short_name: 'SX', fee: 500, duration_month: 6 }),
            membershipType({ id: 8 }),
          ],
        },
      }) as never,
    );
    renderWithProviders(<App />, { route: '/associations/3/memberships' });
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Membership Options' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('membership-option');
    expect(cards).toHaveLength(4);
    const general = within(cards[0]);
    expect(general.getByRole('heading', { name: 'General Member' })).toBeInTheDocument();
    expect(general.getByText('৳ 1,001')).toBeInTheDocument();
    expect(general.getByText('/ year')).toBeInTheDocument();
    expect(general.getByText('GM')).toBeInTheDocument();
    expect(general.getByText(`${'x'.repeat(200)}…`)).toBeInTheDocument();
    expect(general.getByRole('link', { name: 'Get Started with General Member' })).toHaveAttribute(
      'href',
      '/associations/3/memberships/5',
    );
    expect(within(cards[1]).getByText('/ 2 year')).toBeInTheDocument();
    expect(within(cards[2]).getByText('/ 6 month')).toBeInTheDocument();
    expect(within(cards[3]).getByText('Lifetime')).toBeInTheDocument();
    expect(within(cards[3]).getByText('৳ 10,000')).toBeInTheDocument();
  });

  it('says when an association offers no types yet', async () => {
    jest
      .spyOn(api, 'get')
      .mockImplementation(
        getByUrl({ '/associations/3/': association, '/associations/3/membership-types/': { results: [] } }) as never,
      );
    renderWithProviders(<App />, { route: '/associations/3/memberships' });
    expect(
      await screen.findByText('This association offers no membership types yet. Please check back later.'),
    ).toBeInTheDocument();
  });
});
