import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, renderWithProviders, screen } from '@alumni/shared/testing';
import { AppProvider } from '@alumni/shared';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { HeroSlider, slideRadioId } from '../components/hero-slider';

const originalMatchMedia = window.matchMedia;
const prefersReducedMotion = (matches: boolean) => {
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: query.includes('reduce') ? matches : false,
  })) as typeof window.matchMedia;
};
/** The slide shown: the one whose radio is checked (CSS shows it; jsdom has no layout to ask). */
const shown = () => {
  const radios = screen.getAllByRole('radio', { name: /^Show slide/ }) as HTMLInputElement[];
  return radios.findIndex((radio) => radio.checked) + 1;
};
const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
/** The visible step labels (previous, next) of slide `n` (1-based), by their data mark. */
const stepOf = (container: HTMLElement, n: number, label: 'Previous slide' | 'Next slide') =>
  Array.from(container.querySelectorAll<HTMLLabelElement>(`[data-step-of="${n - 1}"]`)).find(
    (element) => element.title === label,
  ) as HTMLLabelElement;

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = originalMatchMedia;
});

describe('Hero slider', () => {
  it('moves on every 6000 ms and loops from the fourth slide back to the first', () => {
    renderWithProviders(<HeroSlider />);
    expect(shown()).toBe(1);
    advance(5999);
    expect(shown()).toBe(1);
    advance(1);
    expect(shown()).toBe(2);
    advance(12000);
    expect(shown()).toBe(4);
    advance(6000);
    expect(shown()).toBe(1);
  });

  it('pauses with the pause button, on hover and on focus', () => {
    renderWithProviders(<HeroSlider />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    advance(20000);
    expect(shown()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Highlights' }));
    advance(20000);
    expect(shown()).toBe(1);
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Highlights' }));
    advance(6000);
    expect(shown()).toBe(2);
  });

  it("steps with previous, next and the dots: labels of the slides' radios, which the browser answers", () => {
    const { container } = renderWithProviders(<HeroSlider />);
    fireEvent.click(stepOf(container, 1, 'Previous slide'));
    expect(shown()).toBe(4);
    fireEvent.click(stepOf(container, 4, 'Next slide'));
    expect(shown()).toBe(1);
    fireEvent.click(container.querySelector(`label[for="${slideRadioId(2)}"][aria-hidden]`) as HTMLElement);
    expect(shown()).toBe(3);
    fireEvent.click(screen.getByRole('radio', { name: 'Show slide 2' }));
    expect(shown()).toBe(2);
  });

  it("serves every slide's content and its controls in the HTML, with no control that needs the script", () => {
    const html = renderToString(
      <AppProvider>
        <MemoryRouter>
          <HeroSlider />
        </MemoryRouter>
      </AppProvider>,
    );
    for (const title of ['Stay connected with the people who shaped your story', 'Never miss a reunion'])
      expect(html).toContain(title);
    // Four radios (the first checked) and their labels: a tap works before any script.
    expect(html.match(/<input[^>]*type="radio"[^>]*name="hero-slide"/g)).toHaveLength(4);
    expect(html).toMatch(/<input[^>]*id="hero-slide-0"[^>]*checked=""/);
    expect(html.match(/<label[^>]*for="hero-slide-\d"/g)?.length).toBe(12);
    // No button: Pause comes with the script (autoplay is the script's).
    expect(html).not.toContain('<button');
  });

  it('does not autoplay when the visitor prefers reduced motion', () => {
    prefersReducedMotion(true);
    renderWithProviders(<HeroSlider />);
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
    advance(30000);
    expect(shown()).toBe(1);
  });
});
