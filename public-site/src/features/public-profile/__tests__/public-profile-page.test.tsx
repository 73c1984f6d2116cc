import { describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { type PublicUser } from '@alumni/shared/contracts';
import { renderWithProviders, screen, within } from '@alumni/shared/testing';
import { AxiosError, type AxiosResponse } from 'axios';
import { App } from '../../../app/App';

const person = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  public_handle: '0a1b2c3d4e5f6a7b',
  first_name: 'Rahim',
  last_name: 'Uddin',
  bio: 'SSC 2008.\nSoftware engineer in Dhaka.',
  profile_picture: '/media/profile-pictures/12.webp',
  email: null,
  phone_number: null,
  educations: [
    {
      id: 1,
      institution: 'Dhaka University',
      degree: 'BSc',
      field_of_study: 'Computer Science',
      start_date: '2010-01-01',
      end_date: '2014-12-01',
      current: false,
      description: 'Thesis on networks',
    },
  ],
  job_experiences: [
    {
      id: 2,
      company: 'Acme Ltd',
      title: 'Engineer',
      location: 'Dhaka',
      start_date: '2015-02-01',
      end_date: null,
      current: true,
      description: '',
    },
    {
      id: 3,
      company: 'Beta Ltd',
      title: 'Intern',
      location: 'Khulna',
      start_date: '2014-06-01',
      end_date: '2014-12-01',
      current: false,
      description: '',
    },
  ],
  contact_details: [
    { id: 4, platform: 'LinkedIn', link: 'https://linkedin.com/in/rahim', description: 'Work profile' },
  ],
  ...overrides,
});

describe('Public profile', () => {
  it('shows the picture, name, bio, educations, jobs ("Present" for the current one) and contact links', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: person() });
    renderWithProviders(<App />, { route: '/user/0a1b2c3d4e5f6a7b' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahim Uddin' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/users/0a1b2c3d4e5f6a7b/');
    expect(document.title).toBe('Rahim Uddin | Alumni Connect');
    expect(screen.getByText(/SSC 2008\./)).toHaveTextContent('SSC 2008.\nSoftware engineer in Dhaka.', {
      normalizeWhitespace: false,
    });
    const education = screen.getByRole('region', { name: 'Education' });
    expect(education).toHaveTextContent('Dhaka University');
    expect(education).toHaveTextContent('BSc, Computer Science');
    expect(education).toHaveTextContent('Jan 2010 – Dec 2014');
    const jobs = within(screen.getByRole('region', { name: 'Job Experience' })).getAllByRole('listitem');
    expect(jobs[0]).toHaveTextContent('Feb 2015 – Present');
    expect(jobs[1]).toHaveTextContent('Jun 2014 – Dec 2014');
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://linkedin.com/in/rahim');
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^tel:|^01/ })).not.toBeInTheDocument();
  });

  it('shows e-mail and phone only when the person shares them', async () => {
    jest
      .spyOn(api, 'get')
      .mockResolvedValue({ status: 200, data: person({ email: 'rahim@example.com', phone_number: '01811000002' }) });
    renderWithProviders(<App />, { route: '/user/0a1b2c3d4e5f6a7b' });
    expect(await screen.findByRole('link', { name: 'rahim@example.com' })).toHaveAttribute(
      'href',
      'mailto:rahim@example.com',
    );
    expect(screen.getByRole('link', { name: '01811000002' })).toHaveAttribute('href', 'tel:01811000002');
  });

  it('shows Page Not Found for an unknown or inactive user', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(
      new AxiosError('404', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 404,
        data: { message: 'User not found.' },
      } as AxiosResponse),
    );
    renderWithProviders(<App />, { route: '/user/999' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
