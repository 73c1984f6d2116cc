import { Box, Button, Container, Heading, HStack, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useIsHydrated, useLanguage, usePortalCatalog } from '@alumni/shared';
import { formatCount } from '@alumni/shared/format';
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BANGLA_HEADING } from '../../../components/bangla-text';
import { Eyebrow } from '../../../components/eyebrow';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { HeroArt } from './hero-art';
import { HERO_AUTOPLAY_MS, HERO_SLIDES } from './hero-slides';

/** The radio button of slide `index`: the slide shown is the one whose radio is checked (by the browser). */
export const slideRadioId = (index: number) => `hero-slide-${index}`;
const RADIO_NAME = 'hero-slide';
const MOVE = '0.6s';

/**
 * Which slide shows, its dot, its previous and next buttons and its visibility, by the checked radio alone
 * (CSS `:has`): the same with or without the page's script.
 */
function slideRules(count: number) {
  const rules: Record<string, object> = {};
  for (let index = 0; index < count; index++) {
    rules[`&:has(#${slideRadioId(index)}:checked)`] = {
      '--hero-at': String(index),
      [`& [data-dot="${index}"]`]: { width: '1.75rem', background: 'white' },
      [`& [data-step-of="${index}"]`]: { display: 'inline-flex' },
      // Shown at once; hidden (out of the tab order and the accessibility tree) once it has slid away.
      [`& [data-slide="${index}"]`]: { visibility: 'visible', transitionDelay: '0s' },
    };
    rules[`&:has(#${slideRadioId(index)}:focus-visible) [data-dot-label="${index}"]`] = {
      outline: '2px solid white',
      outlineOffset: '1px',
    };
  }
  return rules;
}

/** A round control that is a label of a slide's radio: a tap on it checks that radio (the browser does it). */
function StepLabel({ to, of, label, children }: { to: number; of: number; label: string; children: ReactNode }) {
  return (
    <Box
      asChild
      data-step-of={of}
      display="none"
      boxSize="8"
      alignItems="center"
      justifyContent="center"
      rounded="full"
      color="white"
      cursor="pointer"
      _hover={{ bg: 'whiteAlpha.300' }}
      css={{ '& svg': { width: '1rem', height: '1rem' } }}
    >
      <label htmlFor={slideRadioId(to)} title={label}>
        <VisuallyHidden>{label}</VisuallyHidden>
        {children}
      </label>
    </Box>
  );
}

/**
 * Four looping slides. The slide shown is chosen by a group of radio buttons (visually hidden; their dots,
 * previous and next are their labels, and the arrow keys move between them): the browser answers a tap or a key
 * from the server's HTML, before the page's script, and CSS slides the track. The script adds autoplay, every
 * 6 s: it stops while the pointer is over the hero or focus is inside it, when the visitor presses Pause, and
 * never starts by itself when the system asks for reduced motion.
 */
export function HeroSlider() {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  const reducedMotion = useReducedMotion();
  const isHydrated = useIsHydrated();
  const section = useRef<HTMLElement>(null);
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const isPaused = pausedByVisitor ?? reducedMotion;
  const isPlaying = !isPaused && !isHovered && !hasFocus;
  const count = HERO_SLIDES.length;

  useEffect(() => {
    if (!isPlaying) return;
    const timer = setInterval(() => {
      const radios = section.current?.querySelectorAll<HTMLInputElement>(`input[name="${RADIO_NAME}"]`);
      if (!radios) return;
      const at = Array.from(radios).findIndex((radio) => radio.checked);
      const next = (at + 1) % count;
      radios[next].checked = true;
    }, HERO_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [isPlaying, count]);

  return (
    <Box
      as="section"
      ref={section}
      aria-roledescription={t('landing.hero.carousel')}
      aria-label={t('landing.hero.label')}
      position="relative"
      overflow="hidden"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
      }}
      css={slideRules(count)}
    >
      <VisuallyHidden>
        <h1>{t('landing.hero.heading')}</h1>
      </VisuallyHidden>
      <Box aria-live={isPlaying && isHydrated ? 'off' : 'polite'}>
        <Box
          display="flex"
          transform="translateX(calc(var(--hero-at, 0) * -100%))"
          transition={`transform ${MOVE} ease`}
          css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
        >
          {HERO_SLIDES.map((slide, index) => (
            <Box
              key={slide.id}
              data-slide={index}
              role="group"
              aria-roledescription={t('landing.hero.slide')}
              aria-label={t('landing.hero.slideOf', {
                index: formatCount(index + 1, language),
                count: formatCount(count, language),
              })}
              visibility="hidden"
              transition={`visibility 0s linear ${MOVE}`}
              flex="0 0 100%"
              minH={{ base: '480px', md: '520px' }}
              bgGradient="to-br"
              gradientFrom={slide.gradient.from}
              gradientVia={slide.gradient.via}
              gradientTo={slide.gradient.to}
              color="white"
              display="flex"
              alignItems="center"
            >
              <Container maxW="7xl" py={{ base: '12', md: '16' }} px={{ base: '6', md: '16' }}>
                <HStack gap="10" align="center" justify="space-between">
                  <Stack gap="5" maxW="2xl">
                    <Eyebrow isOnDark>{t(`landing.hero.${slide.id}.eyebrow`)}</Eyebrow>
                    <Heading
                      as="h2"
                      fontSize={{ base: '3xl', md: '5xl' }}
                      lineHeight="1.15"
                      letterSpacing="tight"
                      css={BANGLA_HEADING}
                      color="white"
                    >
                      {t(`landing.hero.${slide.id}.title`)}
                    </Heading>
                    <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900">
                      {t(`landing.hero.${slide.id}.text`)}
                    </Text>
                    <HStack gap="3" wrap="wrap" pt="2">
                      <Button
                        asChild
                        size={{ base: 'lg', md: 'xl' }}
                        bg="white"
                        color="brand.800"
                        _hover={{ bg: 'brand.50' }}
                      >
                        <Link to="/signup">
                          {t('common.getStarted')} <ArrowRight />
                        </Link>
                      </Button>
                      <Button
                        asChild
                        size={{ base: 'lg', md: 'xl' }}
                        variant="outline"
                        color="white"
                        borderColor="whiteAlpha.700"
                        _hover={{ bg: 'whiteAlpha.200' }}
                      >
                        <Link to="/associations">{t('common.browseAssociations')}</Link>
                      </Button>
                    </HStack>
                  </Stack>
                  <Box display={{ base: 'none', lg: 'block' }} w="320px" h="270px" flexShrink={0}>
                    <HeroArt art={slide.art} />
                  </Box>
                </HStack>
              </Container>
            </Box>
          ))}
        </Box>
      </Box>
      <HStack position="absolute" bottom={{ base: '4', md: '6' }} left="0" right="0" justify="center" gap="2">
        {HERO_SLIDES.map((slide, index) => (
          <StepLabel key={slide.id} of={index} to={(index - 1 + count) % count} label={t('landing.hero.previous')}>
            <ChevronLeft />
          </StepLabel>
        ))}
        <HStack gap="1" role="radiogroup" aria-label={t('landing.hero.choose')}>
          {HERO_SLIDES.map((slide, index) => (
            <Box key={slide.id} position="relative">
              <VisuallyHidden asChild>
                <input
                  type="radio"
                  name={RADIO_NAME}
                  id={slideRadioId(index)}
                  value={index}
                  defaultChecked={index === 0}
                  aria-label={t('landing.hero.show', { index: formatCount(index + 1, language) })}
                />
              </VisuallyHidden>
              <Box asChild display="block" p="2" cursor="pointer" rounded="full" data-dot-label={index}>
                <label htmlFor={slideRadioId(index)} aria-hidden="true">
                  <Box data-dot={index} h="2.5" w="2.5" rounded="full" bg="whiteAlpha.600" transition="width 0.2s" />
                </label>
              </Box>
            </Box>
          ))}
        </HStack>
        {HERO_SLIDES.map((slide, index) => (
          <StepLabel key={slide.id} of={index} to={(index + 1) % count} label={t('landing.hero.next')}>
            <ChevronRight />
          </StepLabel>
        ))}
        {/* Autoplay is the script's: its Pause comes with it. */}
        {isHydrated && (
          <IconButton
            aria-label={isPaused ? t('landing.hero.play') : t('landing.hero.pause')}
            size="sm"
            rounded="full"
            variant="ghost"
            color="white"
            _hover={{ bg: 'whiteAlpha.300' }}
            onClick={() => setPausedByVisitor(!isPaused)}
          >
            {isPaused ? <Play /> : <Pause />}
          </IconButton>
        )}
      </HStack>
    </Box>
  );
}
