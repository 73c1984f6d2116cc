import { lazyComponent, renderedWhenNear, StaticFragment, useFormEcho, type EstimatedHeight } from '@alumni/shared';
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AboutBlock } from './about-block';
import { DeferredSection, whenNear } from './deferred-section';
import { EventsSection } from './events-section';
import { HeroSlider } from './hero-slider';
import { usePublicPageTitle } from '../../../i18n/page-titles';

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

// These sections load their code when they come near the screen (in the browser) and are hydrated only
// then, so a first screen does not wait for them. About and Events stay with the page: the first lies right
// under the hero, and the nav bar's Events link points into the second.
const features = whenNear('features', () => import('./feature-grid'));
const mission = whenNear('mission', () => import('./mission-section'));
const testimonials = whenNear('testimonials', () => import('./testimonials-section'));
const counters = whenNear('counters', () => import('./counters-section'));
const faq = whenNear('faq', () => import('./faq-section'));
const contact = whenNear('contact', () => import('./contact-section'));
const FeatureGrid = lazyComponent(features, 'FeatureGrid');
const MissionSection = lazyComponent(mission, 'MissionSection');
const TestimonialsSection = lazyComponent(testimonials, 'TestimonialsSection');
const CountersSection = lazyComponent(counters, 'CountersSection');
const FaqSection = lazyComponent(faq, 'FaqSection');
const ContactSection = lazyComponent(contact, 'ContactSection');

const deferred = (id: string, section: ReactNode) => (
  <DeferredSection key={id} id={id} minH={HEIGHTS[id]}>
    {section}
  </DeferredSection>
);

const SECTIONS: Record<string, ReactNode> = {
  about: <AboutBlock key="about" />,
  events: <EventsSection key="events" />,
  features: deferred('features', <FeatureGrid />),
  mission: deferred('mission', <MissionSection />),
  testimonials: deferred('testimonials', <TestimonialsSection />),
  counters: deferred('counters', <CountersSection />),
  faq: deferred('faq', <FaqSection />),
  contact: deferred('contact', <ContactSection />),
};

/** Sections whose markup is the same on every visit (the server keeps it: StaticFragment); the figures and events are data. */
const STATIC = new Set(['about', 'features', 'mission', 'testimonials', 'faq', 'contact']);

/** `/` and `/home` tell the story first; `/landing-page` leads with what members get and the figures. */
const ORDER = {
  classic: ['about', 'events', 'features', 'mission', 'testimonials', 'counters', 'faq', 'contact'],
  alternate: ['features', 'counters', 'about', 'events', 'testimonials', 'mission', 'faq', 'contact'],
} as const;

/**
 * The hero is the first screen; every section follows in the page's markup, rendered by the browser as it
 * comes near the screen; all but About and Events are also hydrated only then (DeferredSection).
 */
export function LandingPage({ variant = 'classic' }: { variant?: keyof typeof ORDER }) {
  usePublicPageTitle('landing');
  // The page sent back after a native Get in Touch post shows its outcome there: not the same for every visit.
  const hasContactEcho = useFormEcho('contact') !== undefined;
  const isStatic = (name: string) => STATIC.has(name) && !(name === 'contact' && hasContactEcho);
  return (
    <>
      <StaticFragment id="landing-hero">
        <HeroSlider />
      </StaticFragment>
      {ORDER[variant].map((name) => (
        <Box key={name} css={renderedWhenNear(HEIGHTS[name])}>
          {isStatic(name) ? <StaticFragment id={`landing-${name}`}>{SECTIONS[name]}</StaticFragment> : SECTIONS[name]}
        </Box>
      ))}
    </>
  );
}
