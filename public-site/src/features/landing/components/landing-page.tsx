import { lazyComponent, usePageTitle } from '@alumni/shared';
import type { ReactNode } from 'react';
import { AboutBlock } from './about-block';
import { CountersSection } from './counters-section';
import { DeferredSection, whenNear } from './deferred-section';
import { EventsSection } from './events-section';
import { FeatureGrid } from './feature-grid';
import { HeroSlider } from './hero-slider';
import { MissionSection } from './mission-section';

// The sections far below the hero load their code when they come near the screen (in the browser).
const testimonials = whenNear('testimonials', () => import('./testimonials-section'));
const contact = whenNear('contact', () => import('./contact-section'));
const faq = whenNear('faq', () => import('./faq-section'));
const TestimonialsSection = lazyComponent(testimonials, 'TestimonialsSection');
const ContactSection = lazyComponent(contact, 'ContactSection');
const FaqSection = lazyComponent(faq, 'FaqSection');

const SECTIONS: Record<string, ReactNode> = {
  about: <AboutBlock key="about" />,
  events: <EventsSection key="events" />,
  features: <FeatureGrid key="features" />,
  mission: <MissionSection key="mission" />,
  testimonials: (
    <DeferredSection key="testimonials" id="testimonials" minH={{ base: '950px', md: '590px', lg: '500px' }}>
      <TestimonialsSection />
    </DeferredSection>
  ),
  counters: <CountersSection key="counters" />,
  faq: (
    <DeferredSection key="faq" id="faq" minH="760px">
      <FaqSection />
    </DeferredSection>
  ),
  contact: (
    <DeferredSection key="contact" id="contact" minH={{ base: '1100px', lg: '640px' }}>
      <ContactSection />
    </DeferredSection>
  ),
};

/** `/` and `/home` tell the story first; `/landing-page` leads with what members get and the figures. */
const ORDER = {
  classic: ['about', 'events', 'features', 'mission', 'testimonials', 'counters', 'faq', 'contact'],
  alternate: ['features', 'counters', 'about', 'events', 'testimonials', 'mission', 'faq', 'contact'],
} as const;

/**
 * The hero is the first screen; every section follows in the page's markup. The heavy ones at the foot
 * are hydrated when they come near the screen (DeferredSection).
 */
export function LandingPage({ variant = 'classic' }: { variant?: keyof typeof ORDER }) {
  usePageTitle('Connect with your alumni community');
  return (
    <>
      <HeroSlider />
      {ORDER[variant].map((name) => SECTIONS[name])}
    </>
  );
}
