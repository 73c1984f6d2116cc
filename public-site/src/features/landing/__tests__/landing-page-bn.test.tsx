import { describe, expect, it } from '@jest/globals';
import { LanguageProvider } from '@alumni/shared';
import { loadAllCatalogs } from '@alumni/shared/i18n';
import { fireEvent, renderWithProviders, screen, waitFor, within } from '@alumni/shared/testing';
import { App } from '../../../app/App';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { publicPagesBn as bn } from '../../../i18n/catalogs/public-pages/bn';
import { publicPagesEn as en } from '../../../i18n/catalogs/public-pages/en';
import { scrollsEverythingNear, stats } from './fixtures';

describe('Landing page in Bangla', () => {
  scrollsEverythingNear();

  // First in this file: nothing has asked for Bangla yet.
  it('never fetches the Bangla texts on an English page', async () => {
    stats();
    renderWithProviders(<App />, { route: '/' });
    expect(await screen.findByRole('heading', { name: en['landing.about.title'] })).toBeInTheDocument();
    await screen.findByRole('heading', { name: en['landing.contact.title'] }, { timeout: 10_000 });
    expect(PUBLIC_PAGES_CATALOGS.isLoaded('bn')).toBe(false);
  });

  it('shows every section from the Bangla catalog, figures in Bangla digits', async () => {
    // Every catalog of the page (this one's, the help widget's) in Bangla, as the server render loads them.
    await loadAllCatalogs('bn');
    stats();
    const { container } = renderWithProviders(
      <LanguageProvider language="bn">
        <App />
      </LanguageProvider>,
      { route: '/' },
    );
    // Hero: the page's heading, the four slides and their controls.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(bn['landing.hero.heading']);
    for (const slide of ['network', 'card', 'calendar', 'growth'] as const)
      expect(screen.getByText(bn[`landing.hero.${slide}.title`])).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '১ নম্বর স্লাইড দেখুন' })).toBeChecked();
    expect(container.querySelector('[data-slide="0"] a[href="/signup"]')).toHaveTextContent(bn['common.getStarted']);
    expect(container.querySelector('[data-slide="1"]')).toHaveAttribute('aria-label', '৪টির মধ্যে ২');
    // Next (a label of the second slide's radio, titled in Bangla) moves the slider on.
    fireEvent.click(container.querySelector(`[data-step-of="0"][title="${bn['landing.hero.next']}"]`) as HTMLElement);
    expect(screen.getByRole('radio', { name: '২ নম্বর স্লাইড দেখুন' })).toBeChecked();
    // About and the sample events.
    expect(screen.getByRole('heading', { name: bn['landing.about.title'] })).toBeInTheDocument();
    expect(screen.getByText(bn['landing.about.point1'])).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: bn['landing.events.recent'] })).toBeInTheDocument();
    expect(await screen.findByText(bn['landing.events.sample1.date'])).toBeInTheDocument();
    // The sections loaded when near the screen.
    await waitFor(() => expect(container.querySelector('#contact-title')).not.toBeNull(), { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: bn['landing.features.title'] })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: bn['landing.mission.mission.title'] })).toBeInTheDocument();
    expect(screen.getByText(bn['landing.testimonials.farzana.text'])).toBeInTheDocument();
    // Counters: the API's figures in Bangla digits with Bangla grouping.
    const counters = within(container.querySelector<HTMLElement>('[aria-labelledby="counters-title"]')!);
    expect(counters.getByRole('heading', { name: bn['landing.counters.title'] })).toBeInTheDocument();
    expect(await counters.findByText('১,২৩৪')).toBeInTheDocument();
    expect(counters.getByText('৬')).toBeInTheDocument();
    expect(counters.getByText('১২০+')).toBeInTheDocument();
    expect(counters.getByText(bn['landing.counters.members'])).toBeInTheDocument();
    // FAQ: the first question open, its answer in Bangla.
    const faq = screen.getByText(bn['landing.faq.join.q']).closest('details')!;
    expect(faq).toHaveAttribute('open');
    expect(within(faq).getByText(bn['landing.faq.join.a'])).toBeInTheDocument();
    // Contact: the form's name and fields.
    const form = screen.getByRole('form', { name: bn['landing.contact.title'] });
    expect(within(form).getByLabelText(bn['landing.contact.subject'])).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: bn['landing.contact.send'] })).toBeInTheDocument();
    expect(screen.queryByText(en['landing.about.title'])).toBeNull();
  });
});
