import { lazyComponent, renderedWhenNear, usePageTitle, type EstimatedHeight } from '@alumni/shared';
import { Box } from '@chakra-ui/react';
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

/** About how tall each section is on a phone, a tablet and a desktop: held for it until it is rendered. */
const HEIGHTS: Record<string, EstimatedHeight> = {
  about: { base: '910px', md: '900px', lg: '600px' },
  events: { base: '1030px', md: '640px', lg: '550px' },
  features: { base: '1080px', md: '710px', lg: '515px' },
  mission: { base: '950px', md: '575px', lg: '505px' },
  testimonials: { base: '955px', md: '635px', lg: '495px' },
  counters: { base: '460px', md: '380px', lg: '355px' },
  faq: { base: '740px', md: '630px' },
  contact: { base: '1140px', md: '1105px', lg: '770px' },
};

/** `/` and `/home` tell the story first; `/landing-page` leads with what members get and the figures. */
const ORDER = {
  classic: ['about', 'events', 'features', 'mission', 'testimonials', 'counters', 'faq', 'contact'],
  alternate: ['features', 'counters', 'about', 'events', 'testimonials', 'mission', 'faq', 'contact'],
} as const;

/**
 * The hero is the first screen; every section follows in the page's markup, rendered by the browser as it
 * comes near the screen. The heavy ones at the foot are also hydrated only then (DeferredSection).
 */
export function LandingPage({ variant = 'classic' }: { variant?: keyof typeof ORDER }) {
  usePageTitle('Connect with your alumni community');
  return (
    <>
      <HeroSlider />
      {ORDER[variant].map((name) => (
        <Box key={name} css={renderedWhenNear(HEIGHTS[name])}>
          {SECTIONS[name]}
        </Box>
      ))}
    </>
  );
}
