import { describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { renderWithProviders, screen, waitFor, within } from '@alumni/shared/testing';
import { App } from '../../../app/App';
import { scrollsEverythingNear, stats } from './fixtures';

/** The sections below the hero render with it; the contact form (loaded when near the screen) comes last. */
const sectionsRendered = (container: HTMLElement) =>
  waitFor(() => expect(container.querySelector('#contact-title')).not.toBeNull(), { timeout: 10_000 });

describe('Landing page', () => {
  const original = scrollsEverythingNear();

  it('loads every section below About and Events only when it comes near the screen', async () => {
    window.IntersectionObserver = original; // the test setup's observer never reports anything
    stats();
    const { container } = renderWithProviders(<App />, { route: '/' });
    await waitFor(() => expect(container.querySelector('#contact')).not.toBeNull(), { timeout: 10_000 });
    expect(container.querySelector('#events')).toContainElement(screen.getByRole('heading', { name: 'Recent Events' }));
    expect(screen.getByRole('heading', { name: 'A home for every alumni association' })).toBeInTheDocument();
    for (const title of ['features', 'mission', 'testimonials', 'counters', 'contact'])
      expect(container.querySelector(`#${title}-title`)).toBeNull();
    expect(container.querySelector('#faq-title')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Get in Touch' })).toBeNull();
  });

  it.each(['/', '/home', '/landing-page'])(
    'shows the hero, every section and the real counters at %s',
    async (route) => {
      const get = stats();
      const { container } = renderWithProviders(<App />, { route });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Alumni Connect/);
      await sectionsRendered(container);
      // Every slide is in the page (CSS shows the one whose radio is checked: the first).
      const slides = Array.from(container.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
      expect(slides).toHaveLength(4);
      // (jsdom reads no `:has` rule: every slide looks hidden to it.)
      expect(slides[0].querySelector('a[href="/signup"]')).toHaveTextContent('Get Started');
      expect(screen.getByRole('radio', { name: 'Show slide 1' })).toBeChecked();
      // One pass over the headings: role queries on a page this size are slow.
      const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
      expect(headings).toEqual(
        expect.arrayContaining([
          'Connect',
          'Event Management',
          'Share Stories',
          'Find Opportunity',
          'Our Mission',
          'Our Vision',
          'Our Values',
        ]),
      );
      expect(headings).toEqual(
        expect.arrayContaining([
          'What our members say',
          'Frequently asked questions',
          'A home for every alumni association',
        ]),
      );
      expect(container.querySelector('#events')).toContainElement(
        screen.getByRole('heading', { name: 'Recent Events' }),
      );
      expect(container.querySelector('#contact')).toContainElement(
        screen.getByRole('heading', { name: 'Get in Touch' }),
      );
      expect(await screen.findByText('1,234')).toBeInTheDocument();
      expect(screen.getByText('6')).toBeInTheDocument();
      expect(screen.getByText('57')).toBeInTheDocument();
      expect(get).toHaveBeenCalledWith('/stats/');
    },
    20_000,
  );

  it('orders the sections differently on /landing-page', async () => {
    stats();
    const order = async (route: string) => {
      const { unmount, container } = renderWithProviders(<App />, { route });
      await sectionsRendered(container);
      const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      unmount();
      return names.filter((n) => ['Recent Events', 'Everything your alumni community needs'].includes(n ?? ''));
    };
    expect(await order('/')).toEqual(['Recent Events', 'Everything your alumni community needs']);
    expect(await order('/landing-page')).toEqual(['Everything your alumni community needs', 'Recent Events']);
  });

  it('renders About and Events with the hero at once, the sections below once near the screen', async () => {
    stats();
    const { container } = renderWithProviders(<App />, { route: '/' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(container.querySelector('#events')).toContainElement(screen.getByRole('heading', { name: 'Recent Events' }));
    await sectionsRendered(container);
    expect(container.querySelector('#contact')).toContainElement(screen.getByRole('heading', { name: 'Get in Touch' }));
  });

  it('renders every section at once when the address points at one of them', async () => {
    stats();
    const { container } = renderWithProviders(<App />, { route: '/#contact' });
    expect(container.querySelector('#events')).not.toBeNull();
    const heading = await screen.findByRole('heading', { name: 'Get in Touch' });
    expect(container.querySelector('#contact')).toContainElement(heading);
  });

  it("answers five questions in the browser's own exclusive accordion (no script needed)", async () => {
    stats();
    const { user, container } = renderWithProviders(<App />, { route: '/' });
    await sectionsRendered(container);
    const faq = screen.getByRole('heading', { name: 'Frequently asked questions' }).closest('section') as HTMLElement;
    const items = Array.from(faq.querySelectorAll('details'));
    expect(items).toHaveLength(5);
    // One group: opening a question closes the one open (the browser does it, from the HTML).
    for (const item of items) expect(item.getAttribute('name')).toBe('faq');
    expect(items.map((item) => item.open)).toEqual([true, false, false, false, false]);
    await user.click(within(items[1]).getByText('Can I pay my membership fee offline?'));
    expect(items[1].open).toBe(true);
    expect(within(faq).getByText(/the association admin approves your payment/)).toBeVisible();
  });

  it('says so when the figures cannot be loaded', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new Error('down'));
    renderWithProviders(<App />, { route: '/' });
    expect(
      await screen.findByText('The latest figures could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('shows Page Not Found for paths the public site does not serve', () => {
    renderWithProviders(<App />, { route: '/no/such/page' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
