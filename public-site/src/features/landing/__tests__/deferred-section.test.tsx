import { describe, expect, it } from '@jest/globals';
import { renderWithProviders, screen } from '@alumni/shared/testing';
import { lazy } from 'react';
import { DeferredSection } from '../components/deferred-section';

/** A section's code that arrives when the test says. */
function laterSection() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Section = lazy(async () => {
    await arrived;
    return { default: () => <p>The questions</p> };
  });
  return { Section, arrive };
}

describe('DeferredSection', () => {
  it('marks its part as hydrating until the content is committed (for the head snippet that keeps early taps)', async () => {
    const { Section, arrive } = laterSection();
    const { container } = renderWithProviders(
      <DeferredSection id="faq-test" minH="100px">
        <Section />
      </DeferredSection>,
    );
    const holder = container.querySelector('[data-deferred-section="faq-test"]')!;
    expect(holder.hasAttribute('data-hydrating')).toBe(true);
    arrive();
    await screen.findByText('The questions');
    expect(holder.hasAttribute('data-hydrating')).toBe(false);
  });

  it('takes the mark off when its content is committed together with it (code already loaded)', () => {
    const { container } = renderWithProviders(
      <DeferredSection id="faq-loaded" minH="100px">
        <p>Already here</p>
      </DeferredSection>,
    );
    expect(screen.getByText('Already here')).toBeTruthy();
    expect(container.querySelector('[data-deferred-section="faq-loaded"]')!.hasAttribute('data-hydrating')).toBe(false);
  });
});
