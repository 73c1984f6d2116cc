import { describe, expect, it } from '@jest/globals';
import { Route, Routes } from 'react-router';
import { LocationDisplay, renderWithProviders, screen } from '../../testing';
import { PaginationBar, paginationWindow, usePageParams } from '../pagination';

describe('paginationWindow', () => {
  it('shows 3 pages either side of the current one with gaps on both ends', () => {
    expect(paginationWindow(10, 20)).toEqual(['gap-before', 7, 8, 9, 10, 11, 12, 13, 'gap-after']);
  });

  it('keeps 7 pages visible near the edges', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-after']);
    expect(paginationWindow(20, 20)).toEqual(['gap-before', 14, 15, 16, 17, 18, 19, 20]);
    expect(paginationWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-after']);
    expect(paginationWindow(5, 20)).toEqual(['gap-before', 2, 3, 4, 5, 6, 7, 8, 'gap-after']);
  });

  it('shows every page without gaps when there are 7 or fewer', () => {
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('clamps an out-of-range page', () => {
    expect(paginationWindow(99, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});

function ListPage() {
  const { page, limit } = usePageParams(20);
  return (
    <>
      <p>
        Showing page {page} with {limit} per page
      </p>
      <PaginationBar count={450} limit={limit} page={page} />
      <LocationDisplay />
    </>
  );
}

const renderList = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/associations" element={<ListPage />} />
    </Routes>,
    { route },
  );

describe('PaginationBar', () => {
  it('links keep the path and other query parameters and set the page', async () => {
    const { user } = renderList('/associations?name=dhaka&page=10');

    expect(screen.getByText('Showing page 10 with 20 per page')).toBeInTheDocument();
    const pages = screen.getAllByRole('link', { name: /^Page \d+$/ }).map((link) => link.textContent);
    expect(pages).toEqual(['7', '8', '9', '10', '11', '12', '13']);
    expect(screen.getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Last page' })).toHaveAttribute('href', '/associations?name=dhaka&page=23');

    await user.click(screen.getByRole('link', { name: 'Next page' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/associations?name=dhaka&page=11');
    expect(screen.getByText('Showing page 11 with 20 per page')).toBeInTheDocument();
  });

  it('disables first and previous on the first page', () => {
    renderList('/associations');
    expect(screen.queryByRole('link', { name: 'First page' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Previous page')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/associations?page=2');
  });

  it('names a step it cannot take on an element allowed to carry a name: a disabled button', () => {
    renderList('/associations');
    for (const name of ['First page', 'Previous page']) expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('reads the page size from the URL', () => {
    renderList('/associations?limit=100&page=5');
    expect(screen.getByText('Showing page 5 with 100 per page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First page' })).toHaveAttribute('href', '/associations?limit=100&page=1');
    expect(screen.getByLabelText('Next page')).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders nothing when everything fits on one page', () => {
    renderWithProviders(<PaginationBar count={5} limit={20} page={1} />);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
