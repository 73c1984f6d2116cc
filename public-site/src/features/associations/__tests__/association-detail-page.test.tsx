import { describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { type Association } from '@alumni/shared/contracts';
import { renderWithProviders, screen } from '@alumni/shared/testing';
import { AxiosError, type AxiosResponse } from 'axios';
import { App } from '../../../app/App';

export const association = (overrides: Partial<Association> = {}): Association => ({
  id: 3,
  name: 'Ideal School Alumni',
  logo: null,
  cover: '/media/covers/3.webp',
  tagline: 'Together since 1980',
  about: 'First line.\nSecond line.',
  address: 'Motijheel, Dhaka',
  phone: '01711000000',
  email: 'office@ideal.example',
  website: null,
  established_year: 1980,
  society_prefix: 'ISA',
  member_count: 12,
  links: { facebook: 'https://facebook.com/ideal', linkedin: null, twitter: 'https://x.com/ideal' },
  ...overrides,
});

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
    expect(get).toHaveBeenCalledTimes(2);
  });
});
