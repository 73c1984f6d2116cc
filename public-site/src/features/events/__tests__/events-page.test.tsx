import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { LocationDisplay, renderWithProviders, screen, within } from '@alumni/shared/testing';
import { App } from '../../../app/App';
import { event, getByUrl } from '../../../testing/event-fixtures';

const associations = {
  count: 2,
  results: [
    { id: 3, name: 'Ideal School Alumni', logo: null, tagline: '', member_count: 1 },
    { id: 4, name: 'Dhaka College Alumni', logo: null, tagline: '', member_count: 1 },
  ],
};

const renderAt = (route: string) =>
  renderWithProviders(
    <>
      <App />
      <LocationDisplay />
    </>,
    { route },
  );

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Events', () => {
  it('lists upcoming events as cards: title linked, Dhaka time with the zone, place, association, fee, going', async () => {
    const get = jest.spyOn(api, 'get').mockImplementation(
      getByUrl({
        '/events/': {
          count: 2,
          results: [
            event({ title: 'Reunion <script>alert(1)</script>' }),
            event({
              id: 8,
              title: 'Career Talk',
              venue: null,
              online_url: 'https://meet.example/x',
              fee: 300,
              capacity: null,
            }),
          ],
        },
        '/associations/': associations,
      }) as never,
    );
    renderAt('/events');
    const list = await screen.findByRole('list', { name: 'Events' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: 'Reunion <script>alert(1)</script>' })).toHaveAttribute(
      'href',
      '/events/7',
    );
    expect(within(first).getByText('Thu, 14 Feb 2030, 6:30 PM – 10:00 PM (Asia/Dhaka)')).toBeInTheDocument();
    expect(within(first).getByText('Ideal School Auditorium')).toBeInTheDocument();
    expect(within(first).getByText('Ideal School Alumni')).toBeInTheDocument();
    expect(within(first).getByText('Free')).toBeInTheDocument();
    expect(within(first).getByText('12 going of 50 places')).toBeInTheDocument();
    expect(within(second).getByText('Online')).toBeInTheDocument();
    expect(within(second).getAllByText('৳ 300').length).toBeGreaterThan(0);
    expect(within(second).getByText('12 going')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/events/', { params: { limit: 20, offset: 0 } });
    expect(document.querySelector('script')).toBeNull();
  });

  it('searches by title and association with a GET form, leaving empty fields out, from page 1', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockImplementation(getByUrl({ '/events/': { count: 0, results: [] }, '/associations/': associations }) as never);
    const { user } = renderAt('/events?page=3');
    await screen.findByRole('option', { name: 'Dhaka College Alumni' });
    const form = screen.getByRole('search', { name: 'Search events' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/events');
    // An empty search does nothing harmful: the whole list again.
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/events$/);
    await user.type(within(form).getByRole('searchbox', { name: 'Event title' }), '  reunion ');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Association' }), 'Dhaka College Alumni');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/events?q=reunion&association=4');
    expect(await screen.findByText('No upcoming events match this search.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/events/', { params: { q: 'reunion', association: 4, limit: 20, offset: 0 } });
  });

  it('says so when no association has an upcoming event, and reads a malformed filter as none', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockImplementation(getByUrl({ '/events/': { count: 0, results: [] }, '/associations/': associations }) as never);
    renderAt('/events?q=&association=abc&page=-2');
    expect(await screen.findByText('No upcoming events yet. Check back soon.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/events/', { params: { limit: 20, offset: 0 } });
  });
});
