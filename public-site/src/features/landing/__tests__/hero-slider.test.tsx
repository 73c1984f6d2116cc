import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, renderWithProviders, screen, within } from '@alumni/shared/testing';
import { HeroSlider } from '../components/hero-slider';

const originalMatchMedia = window.matchMedia;
const prefersReducedMotion = (matches: boolean) => {
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: query.includes('reduce') ? matches : false,
  })) as typeof window.matchMedia;
};
const activeSlide = () => screen.getByRole('group', { name: /of 4$/ });
const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

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
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 4');
    advance(5999);
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 4');
    advance(1);
    expect(activeSlide()).toHaveAttribute('aria-label', '2 of 4');
    advance(12000);
    expect(activeSlide()).toHaveAttribute('aria-label', '4 of 4');
    advance(6000);
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 4');
  });

  it('pauses with the pause button, on hover and on focus', () => {
    renderWithProviders(<HeroSlider />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    advance(20000);
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Highlights' }));
    advance(20000);
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 4');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Highlights' }));
    advance(6000);
    expect(activeSlide()).toHaveAttribute('aria-label', '2 of 4');
  });

  it('steps with previous, next and the dots', () => {
    renderWithProviders(<HeroSlider />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide()).toHaveAttribute('aria-label', '4 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(activeSlide()).toHaveAttribute('aria-label', '3 of 4');
    expect(screen.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute('aria-current', 'true');
  });

  it("renders a slide's content when it is first shown, and keeps it", () => {
    const { container } = renderWithProviders(<HeroSlider />);
    const slides = () => Array.from(container.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
    const titles = () => slides().map((slide) => slide.querySelector('h2')?.textContent ?? null);
    expect(titles()).toEqual(['Stay connected with the people who shaped your story', null, null, null]);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    // Shown in the same render that moves to it: never an empty slide on screen.
    expect(activeSlide()).toHaveAttribute('aria-label', '3 of 4');
    expect(within(activeSlide()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Never miss a reunion, seminar or sports day again',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 1' }));
    expect(titles()[0]).not.toBeNull();
    expect(titles()[1]).toBeNull();
    expect(titles()[2]).toBe('Never miss a reunion, seminar or sports day again');
  });

  it('does not autoplay when the visitor prefers reduced motion', () => {
    prefersReducedMotion(true);
    renderWithProviders(<HeroSlider />);
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
    advance(30000);
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 4');
  });
});
