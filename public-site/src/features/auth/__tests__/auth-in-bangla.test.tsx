import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api, LanguageProvider } from '@alumni/shared';
import { formatDate } from '@alumni/shared/format';
import type { CertificateVerification } from '@alumni/shared/contracts';
import { recordNavigations, renderWithProviders, screen } from '@alumni/shared/testing';
import { AxiosError } from 'axios';
import { App } from '../../../app/App';
import { PUBLIC_AUTH_CATALOGS } from '../../../i18n/catalogs/public-auth';
import { publicAuthBn as bn } from '../../../i18n/catalogs/public-auth/bn';

recordNavigations();

beforeAll(() => PUBLIC_AUTH_CATALOGS.load('bn'));
beforeEach(() => localStorage.clear());

const renderInBangla = (pathname: string) =>
  renderWithProviders(
    <LanguageProvider language="bn">
      <App />
    </LanguageProvider>,
    { route: { pathname } },
  );

// The field whose label reads `text` (and the required mark): one label may begin another's (পাসওয়ার্ড).
const label = (text: string) => screen.getByLabelText((content) => content.replace('*', '').trim() === text);

describe('Login and sign-up in Bangla', () => {
  it('shows the login page, its form and a failed login in Bangla', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    const { user } = renderInBangla('/login');
    // The form's code is a chunk of its own: its button shows once it has come.
    expect(await screen.findByRole('button', { name: bn['login.submit'] })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: bn['login.title'] })).toBeInTheDocument();
    expect(screen.getByText(bn['login.bannerText'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: bn['login.google'] })).toBeDisabled();
    expect(screen.getByRole('link', { name: bn['login.forgotPassword'] })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: bn['login.noAccount'] })).toHaveAttribute('href', '/signup');
    await user.type(label(bn['common.email']), 'ada@example.com');
    await user.type(label(bn['common.password']), 'correct horse');
    await user.click(screen.getByRole('button', { name: bn['login.submit'] }));
    const dialog = await screen.findByRole('alertdialog', { name: bn['common.error'] });
    expect(dialog).toHaveTextContent(bn['common.networkError']);
    expect(document.title).toBe(`${bn['login.title']} | Alumni Connect`);
  });

  it('signs a person up in Bangla: labels, helper text, button and the welcome dialog', async () => {
    jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { access: 'jwt-9' } });
    jest.spyOn(api, 'patch').mockResolvedValue({ status: 200, data: {} });
    const { user } = renderInBangla('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: bn['signUp.title'] })).toBeInTheDocument();
    expect(screen.getAllByText(bn['signUp.nameHelp'])).toHaveLength(2);
    const values: [string, string][] = [
      [bn['signUp.firstName'], 'রহিম'],
      [bn['signUp.lastName'], 'উদ্দিন'],
      [bn['signUp.phone'], '01712345678'],
      [bn['common.email'], 'rahim@example.com'],
      [bn['common.password'], 'analytical-engine'],
      [bn['common.confirmPassword'], 'analytical-engine'],
    ];
    for (const [text, value] of values) await user.type(label(text), value);
    await user.click(screen.getByRole('button', { name: bn['signUp.submit'] }));
    const done = await screen.findByRole('dialog', { name: bn['signUp.welcome'] });
    expect(done).toHaveTextContent(bn['signUp.registered']);
  });

  it('checks a certificate in Bangla, its dates in Bangla digits', async () => {
    const certificate: CertificateVerification = {
      holder_name: 'রহিম উদ্দিন',
      association_name: 'Ideal School Alumni Association',
      membership_type: 'General Member',
      serial: 'GM-0042',
      start_date: '2026-01-15',
      end_date: null,
      is_valid: true,
      checked_on: '2026-11-27',
    };
    jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: certificate });
    renderInBangla('/verify/abcdefgh234567abcdefgh234567abcd');
    expect(await screen.findByRole('heading', { level: 1, name: 'রহিম উদ্দিন' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(bn['certificate.valid']);
    const checkedOn = formatDate('2026-11-27', 'bn');
    expect(checkedOn).toMatch(/২৭/);
    expect(screen.getByRole('status')).toHaveTextContent(bn['certificate.currentOn'].replace('{date}', checkedOn));
    expect(screen.getByText(`${formatDate('2026-01-15', 'bn')} – ${bn['certificate.lifetime']}`)).toBeInTheDocument();
    expect(screen.getByText(bn['certificate.period'])).toBeInTheDocument();
  });
});
