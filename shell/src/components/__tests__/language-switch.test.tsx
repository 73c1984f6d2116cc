import { afterEach, describe, expect, it } from '@jest/globals';
import { LanguageProvider, useLanguage } from '@alumni/shared';
import { renderWithProviders, screen } from '@alumni/shared/testing';
import { LanguageSwitch, switchHref } from '../language-switch';

afterEach(() => document.documentElement.setAttribute('lang', 'en'));

function Shown() {
  return <span data-testid="language">{useLanguage()}</span>;
}

describe('the language in the shell', () => {
  it("is the page's <html lang> (set by the server from ?lang=, the cookie or Accept-Language), English otherwise", () => {
    document.documentElement.setAttribute('lang', 'bn');
    renderWithProviders(<Shown />);
    expect(screen.getByTestId('language')).toHaveTextContent('bn');
  });

  it('falls back to English on an unknown <html lang>', () => {
    document.documentElement.setAttribute('lang', 'fr');
    renderWithProviders(<Shown />);
    expect(screen.getByTestId('language')).toHaveTextContent('en');
  });

  it("is the server render's choice where it provides one", () => {
    renderWithProviders(
      <LanguageProvider language="bn">
        <Shown />
      </LanguageProvider>,
    );
    expect(screen.getByTestId('language')).toHaveTextContent('bn');
  });
});

describe('LanguageSwitch', () => {
  it('links this page in Bangla from English: a plain link (no script needed), its name in Bangla', () => {
    renderWithProviders(<LanguageSwitch />, { route: '/associations?page=2#list' });
    const link = screen.getByRole('link', { name: 'Read this page in বাংলা' });
    expect(link).toHaveTextContent('বাংলা');
    expect(link).toHaveAttribute('href', '/associations?page=2&lang=bn#list');
    expect(link).toHaveAttribute('lang', 'bn');
    expect(link).toHaveAttribute('hreflang', 'bn');
  });

  it('links back to English from Bangla, named in Bangla', () => {
    renderWithProviders(
      <LanguageProvider language="bn">
        <LanguageSwitch />
      </LanguageProvider>,
      { route: '/?lang=bn' },
    );
    const link = screen.getByRole('link', { name: 'এই পাতাটি English ভাষায় পড়ুন' });
    expect(link).toHaveTextContent('English');
    expect(link).toHaveAttribute('href', '/?lang=en');
  });

  it('replaces a ?lang= already there', () => {
    expect(switchHref('/events', '?lang=bn&x=1', '', 'en')).toBe('/events?lang=en&x=1');
  });
});
