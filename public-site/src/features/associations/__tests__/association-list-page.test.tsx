import { describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { renderWithProviders, screen } from '@alumni/shared/testing';
import { App } from '../../../app/App';

const page = (count: number, ids: number[]) => ({
  status: 200,
  data: { count, results: ids.map((id) => ({ id, name: `Association ${id}`, logo: null, tagline: '', member_count: id * 3 })) },
});

describe('Association list', () => {
  it('loads the page and size from the URL and passes the search on', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(page(45, [41, 42]));
    renderWithProviders(<App />, { route: '/associations?name=dhaka&page=3' });

    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByText('Association 41')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/associations/', { params: { q: 'dhaka', page: 3, limit: 20 } });
    expect(screen.getByRole('link', { name: 'View Association 41' })).toHaveAttribute('href', '/associations/41');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/associations?name=dhaka&page=2');
  });

  it('loads the next page when a pagination link is followed', async () => {
    const get = jest.spyOn(api, 'get').mockImplementation(async (_url, config) => {
      const n = (config?.params as { page: number }).page;
      return page(45, [n * 100]);
    });
    const { user } = renderWithProviders(<App />, { route: '/associations' });
    await screen.findByText('Association 100');
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText('Association 300')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/associations/', { params: { page: 3, limit: 20 } });
  });
});
