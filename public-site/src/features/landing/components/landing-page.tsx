import { usePageTitle } from '@alumni/shared';
import type { ReactNode } from 'react';
import { AboutBlock } from './about-block';
import { ContactSection } from './contact-section';
import { CountersSection } from './counters-section';
import { EventsSection } from './events-section';
import { FaqSection } from './faq-section';
import { FeatureGrid } from './feature-grid';
import { HeroSlider } from './hero-slider';
import { MissionSection } from './mission-section';
import { TestimonialsSection } from './testimonials-section';

const SECTIONS: Record<string, ReactNode> = {
  about: <AboutBlock key="about" />,
  events: <EventsSection key="events" />,
  features: <FeatureGrid key="features" />,
  mission: <MissionSection key="mission" />,
  testimonials: <TestimonialsSection key="testimonials" />,
  counters: <CountersSection key="counters" />,
  faq: <FaqSection key="faq" />,
  contact: <ContactSection key="contact" />,
};

/** `/` and `/home` tell the story first; `/landing-page` leads with what members get and the figures. */
const ORDER = {
  classic: ['about', 'events', 'features', 'mission', 'testimonials', 'counters', 'faq', 'contact'],
  alternate: ['features', 'counters', 'about', 'events', 'testimonials', 'mission', 'faq', 'contact'],
} as const;

export function LandingPage({ variant = 'classic' }: { variant?: keyof typeof ORDER }) {
  usePageTitle('Connect with your alumni community');
  return (
    <>
      <HeroSlider />
      {ORDER[variant].map((name) => SECTIONS[name])}
    </>
  );
}
