import { describe, expect, it, jest } from '@jest/globals';
import { queryOptions } from '@tanstack/react-query';
import { pageTitle } from '../../portals/public-pages';
import { renderWithProviders, screen, waitFor } from '../../testing';
import { ListPage, positionColumn, usePagedQuery, type DataColumn } from '../data-table';

type Fruit = { id: number; name: string };

const columns: DataColumn<Fruit>[] = [positionColumn(), { header: 'Name', cell: (fruit) => fruit.name }];

const getFruits = jest.fn(async ({ page, limit }: { page: number; limit: number }) => ({
  count: 3,
  results:
    page === 2
      ? [{ id: 3, name: 'Papaya' }]
      : [
          { id: 1, name: 'Mango' },
          { id: 2, name: 'Jackfruit' },
        ].slice(0, limit),
}));

function FruitsPage() {
  const list = usePagedQuery(2, (paging) =>
    queryOptions({ queryKey: ['fruits', paging], queryFn: () => getFruits(paging) }),
  );
  return (
    <ListPage
      title="Fruits"
      description="What the stall sells"
      above={<p>Filters</p>}
      below={<p>Footnote</p>}
      {...list}
      label="fruits"
      columns={columns}
      empty="No fruit"
    />
  );
}

describe('ListPage with usePagedQuery', () => {
  it('lists the page of the URL under its header and sets the tab title', async () => {
    renderWithProviders(<FruitsPage />, { route: '/fruits?page=2' });
    const table = await screen.findByRole('table', { name: 'fruits' });
    expect(getFruits).toHaveBeenCalledWith({ page: 2, limit: 2 });
    // The first row of the second page of two is the list's third.
    expect(table).toHaveTextContent('3Papaya');
    expect(screen.getByRole('heading', { level: 1, name: 'Fruits' })).toBeInTheDocument();
    expect(screen.getByText('What the stall sells')).toBeInTheDocument();
    expect(screen.getByText('Filters').compareDocumentPosition(table)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByText('Footnote')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(pageTitle('Fruits')));
  });

  it('reads the limit from the URL too', async () => {
    renderWithProviders(<FruitsPage />, { route: '/fruits?limit=1' });
    expect(await screen.findByRole('table', { name: 'fruits' })).toHaveTextContent('1Mango');
    expect(getFruits).toHaveBeenLastCalledWith({ page: 1, limit: 1 });
  });
});
