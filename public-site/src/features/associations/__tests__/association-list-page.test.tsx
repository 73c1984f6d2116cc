import { describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { LocationDisplay, renderWithProviders, screen, within } from '@alumni/shared/testing';
import { App } from '../../../app/App';

const page = (count: number, ids: number[]) => ({
  status: 200,
  data: {
    count,
    results: ids.map((id) => ({ id, name: `Association ${id}`, logo: null, tagline: '', member_count: id * 3 })),
  },
});

const renderList = (route: string) =>
  renderWithProviders(
    <>
      <App />
      <LocationDisplay />
    </>,
    { route },
  );

// jsdom applies no media queries, so the phone cards are what it "shows"; the desktop table is
// in the document but display:none there (hence `hidden: true`). The journeys check the table in a browser.
const table = () => screen.getByRole('table', { hidden: true });
const cards = () => screen.getByRole('list', { name: 'Associations' });

describe('Association list', () => {
  it('shows a spinner, then the table with index, logo, name, members and a View link per association', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(page(45, [41, 42]));
    renderList('/associations?name=dhaka&page=3');

    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Associations' });
    expect(get).toHaveBeenCalledWith('/associations/', { params: { name: 'dhaka', page: 3, limit: 20 } });
    const rows = within(table()).getAllByRole('row', { hidden: true });
    expect(
      within(rows[0])
        .getAllByRole('columnheader', { hidden: true })
        .map((c) => c.textContent),
    ).toEqual(['#', 'Logo', 'Name', 'Members', 'Details']);
    expect(
      within(rows[1])
        .getAllByRole('cell', { hidden: true })
        .map((c) => c.textContent),
    ).toEqual(['41', '', 'Association 41', '123', 'View']);
    expect(within(rows[1]).getByRole('img', { name: 'Association 41 logo', hidden: true })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(within(table()).getByRole('link', { name: 'View Association 41', hidden: true })).toHaveAttribute(
      'href',
      '/associations/41',
    );
    const card = within(cards()).getAllByRole('listitem')[0];
    expect(card).toHaveTextContent('41Association 41123 membersView');
    expect(within(card).getByRole('link', { name: 'View Association 41' })).toHaveAttribute('href', '/associations/41');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/associations?name=dhaka&page=2');
  });

  it('loads the next page when a pagination link is followed, keeping the limit from the URL', async () => {
    const get = jest.spyOn(api, 'get').mockImplementation(async (_url, config) => {
      const n = (config?.params as { page: number }).page;
      return page(6, [n * 100]);
    });
    const { user } = renderList('/associations?limit=2');
    await within(await screen.findByRole('list', { name: 'Associations' })).findByText('Association 100');
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(await within(cards()).findByText('Association 300')).toBeInTheDocument();
    expect(within(cards()).getByText('5')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/associations/', { params: { page: 3, limit: 2 } });
  });

  it('searches by name (required) and starts at page 1', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(page(1, [7]));
    const { user } = renderList('/associations?page=4&limit=5');
    await screen.findByRole('list', { name: 'Associations' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/associations?page=4&limit=5');
    await user.type(screen.getByRole('searchbox', { name: 'Association name' }), 'ideal school');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/associations?name=ideal+school&limit=5');
  });

  it('says when nothing matches the search', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(page(0, []));
    renderList('/associations?name=atlantis');
    expect(await screen.findByText('No associations match “atlantis”.')).toBeInTheDocument();
  });

  it('shows a readable error when the list cannot be loaded', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new Error('down'));
    renderList('/associations');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The associations could not be loaded. Please try again later.',
    );
  });
});
