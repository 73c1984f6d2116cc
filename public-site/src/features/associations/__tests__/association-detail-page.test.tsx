import { describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { renderWithProviders, screen, within } from '@alumni/shared/testing';
import { AxiosError, type AxiosResponse } from 'axios';
import { App } from '../../../app/App';
import { association } from './fixtures';

describe('Association details', () => {
  it('shows the cover, about text with its line breaks, contact, present social links and two Become a Member buttons', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: association() });
    renderWithProviders(<App />, { route: '/associations/3' });
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ideal School Alumni' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/associations/3/');
    expect(screen.getByRole('img', { name: 'Ideal School Alumni cover photo' })).toHaveAttribute(
      'src',
      '/media/covers/3.webp',
    );
    expect(screen.getByRole('img', { name: 'Ideal School Alumni logo' }).getAttribute('src')).toMatch(
      /^data:image\/svg/,
    );
    expect(screen.getByText(/First line\./)).toHaveTextContent('First line.\nSecond line.', {
      normalizeWhitespace: false,
    });
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText('Motijheel, Dhaka')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '01711000000' })).toHaveAttribute('href', 'tel:01711000000');
    expect(screen.getByRole('link', { name: 'office@ideal.example' })).toHaveAttribute(
      'href',
      'mailto:office@ideal.example',
    );
    expect(screen.getByRole('link', { name: 'Ideal School Alumni on Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/ideal',
    );
    expect(screen.getByRole('link', { name: 'Ideal School Alumni on Twitter' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ideal School Alumni on LinkedIn' })).not.toBeInTheDocument();
    const buttons = screen.getAllByRole('link', { name: 'Become a Member' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toHaveAttribute('href', '/associations/3/memberships');
  });

  it('shows Page Not Found when the API does not know the association', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(
      new AxiosError('404', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 404,
        data: { message: 'Association not found.' },
      } as AxiosResponse),
    );
    renderWithProviders(<App />, { route: '/associations/999' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('shows the error screen with Retry when the API fails otherwise', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValue({ status: 200, data: association() });
    const { user } = renderWithProviders(<App />, { route: '/associations/3' });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ideal School Alumni' })).toBeInTheDocument();
    // The association twice (its upcoming events once it is there).
    expect(get.mock.calls.filter(([url]) => url === '/associations/3/')).toHaveLength(2);
  });
});

describe("An association's upcoming events", () => {
  it('lists them on its page, with a link to all of them when there are more', async () => {
    const { event } = await import('../../../testing/event-fixtures');
    jest
      .spyOn(api, 'get')
      .mockImplementation((async (url: string) =>
        url === '/events/'
          ? { status: 200, data: { count: 9, results: [event({ title: 'Homecoming <i>2030</i>' })] } }
          : { status: 200, data: association() }) as never);
    renderWithProviders(<App />, { route: '/associations/3' });
    const section = await screen.findByRole('region', { name: 'Upcoming events' });
    expect(await within(section).findByRole('link', { name: 'Homecoming <i>2030</i>' })).toHaveAttribute(
      'href',
      '/events/7',
    );
    expect(within(section).getByRole('link', { name: /All 9 events/ })).toHaveAttribute(
      'href',
      '/events?association=3',
    );
  });

  it('says so when it has none', async () => {
    jest
      .spyOn(api, 'get')
      .mockImplementation((async (url: string) =>
        url === '/events/'
          ? { status: 200, data: { count: 0, results: [] } }
          : { status: 200, data: association() }) as never);
    renderWithProviders(<App />, { route: '/associations/3' });
    expect(await screen.findByText('Ideal School Alumni has no upcoming events yet.')).toBeInTheDocument();
  });
});
