import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { renderWithProviders, screen, within } from '@alumni/shared/testing';
import { event } from '../../../testing/event-fixtures';
import { EventsSection } from '../components/events-section';

afterEach(() => {
  jest.restoreAllMocks();
});

describe("The landing page's events", () => {
  it('shows the soonest real events, linked to their pages and to all events', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({
      status: 200,
      data: { count: 5, results: [event(), event({ id: 8, title: 'Career Talk' })] },
    });
    renderWithProviders(<EventsSection />);
    const list = await screen.findByRole('list', { name: 'Upcoming events' });
    expect(within(list).getByRole('link', { name: 'Grand Reunion' })).toHaveAttribute('href', '/events/7');
    expect(within(list).getByRole('link', { name: 'Career Talk' })).toHaveAttribute('href', '/events/8');
    expect(screen.getByRole('heading', { name: 'Upcoming Events' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See all events/ })).toHaveAttribute('href', '/events');
    expect(screen.queryByText('Grand Alumni Reunion')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/events/', { params: { limit: 3, offset: 0 } });
  });

  it('shows the sample cards only when no association has an upcoming event', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: { count: 0, results: [] } });
    renderWithProviders(<EventsSection />);
    expect(await screen.findByText('Grand Alumni Reunion')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Events' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Upcoming events' })).not.toBeInTheDocument();
  });
});
