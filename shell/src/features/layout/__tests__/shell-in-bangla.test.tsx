import { beforeEach, describe, expect, it } from '@jest/globals';
import { LanguageProvider, useSession } from '@alumni/shared';
import { type User } from '@alumni/shared/contracts';
import { SHELL_CATALOGS } from '@alumni/shared/i18n';
import { renderWithProviders, screen, within } from '@alumni/shared/testing';
import { Footer } from '../footer';
import { NavBar } from '../nav-bar';

const bn = SHELL_CATALOGS.bn;

const inBangla = (ui: React.ReactElement) =>
  renderWithProviders(<LanguageProvider language="bn">{ui}</LanguageProvider>);

beforeEach(() => {
  useSession.getState().setUser(null as User | null);
  useSession.setState({ isLoading: false });
});

describe('the shell in Bangla', () => {
  it('shows the top bar from the Bangla catalog, the switch leading back to English', () => {
    inBangla(<NavBar />);
    const main = screen.getByRole('navigation', { name: bn['nav.main'] });
    expect(within(main).getByRole('link', { name: bn['nav.about'] })).toHaveAttribute('href', '/about-us');
    expect(within(main).getByRole('link', { name: bn['nav.associations'] })).toHaveAttribute('href', '/associations');
    expect(screen.getByRole('link', { name: bn['nav.login'] })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: bn['nav.signUp'] })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('searchbox', { name: bn['search.label'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: bn['theme.dark'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/?lang=en');
    // Nothing of the English bar is left.
    expect(screen.queryByText('Login')).not.toBeInTheDocument();
  });

  it('shows the footer in Bangla, the year in Bangla digits', () => {
    inBangla(<Footer />);
    expect(screen.getByRole('heading', { name: bn['footer.legal'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bn['footer.privacy'] })).toHaveAttribute(
      'href',
      '/about-us#privacy-policy',
    );
    const year = new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(new Date().getFullYear());
    expect(screen.getByText(new RegExp(`© ${year} Alumni Connect \\| সর্বস্বত্ব সংরক্ষিত`))).toBeInTheDocument();
  });

  it('keeps the English texts as they were', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText(/© \d{4} Alumni Connect \| All Rights Reserved/)).toBeInTheDocument();
    expect(screen.getByText("FAQ's")).toBeInTheDocument();
    expect(screen.getByText('Registration No.: C-182345/2021')).toBeInTheDocument();
  });
});
