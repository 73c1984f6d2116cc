import { Box, Button, Container, Heading, HStack, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { HeroArt } from './hero-art';
import { HERO_AUTOPLAY_MS, HERO_SLIDES } from './hero-slides';

type Slides = { current: number; shown: readonly number[] };

/** `slides` moved to slide `index` (of `count`, looping), which is then shown. */
function moveTo(slides: Slides, index: number, count: number): Slides {
  const current = (index + count) % count;
  return { current, shown: slides.shown.includes(current) ? slides.shown : [...slides.shown, current] };
}

/**
 * Four looping slides, autoplaying every 6 s. Autoplay stops while the pointer is over the hero or
 * focus is inside it, when the visitor presses Pause, and never starts by itself when the system
 * asks for reduced motion. Previous/next buttons and dots work from the keyboard.
 * A slide's content is rendered once it is shown (in the same render that moves to it), then kept: the
 * page comes (from the server, and hydrates) with the first slide's only, the others are their colour.
 */
export function HeroSlider() {
  const reducedMotion = useReducedMotion();
  // The slide on screen, and every slide shown so far (their content stays rendered).
  const [{ current, shown }, setSlides] = useState<Slides>({ current: 0, shown: [0] });
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const isPaused = pausedByVisitor ?? reducedMotion;
  const isPlaying = !isPaused && !isHovered && !hasFocus;
  const count = HERO_SLIDES.length;
  const go = (index: number) => setSlides((slides) => moveTo(slides, index, count));

  useEffect(() => {
    if (!isPlaying) return;
    const timer = setInterval(() => setSlides((slides) => moveTo(slides, slides.current + 1, count)), HERO_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [isPlaying, count]);

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="Highlights"
      position="relative"
      overflow="hidden"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
      }}
    >
      <VisuallyHidden>
        <h1>Alumni Connect: connect with your alumni community</h1>
      </VisuallyHidden>
      <Box aria-live={isPlaying ? 'off' : 'polite'}>
        <Box
          display="flex"
          style={{ transform: `translateX(-${current * 100}%)` }}
          transition={reducedMotion ? 'none' : 'transform 0.6s ease'}
        >
          {HERO_SLIDES.map((slide, index) => {
            const isActive = index === current;
            return (
              <Box
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={!isActive}
                inert={!isActive}
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
                {(isActive || shown.includes(index)) && (
                  <Container maxW="7xl" py={{ base: '12', md: '16' }} px={{ base: '6', md: '16' }}>
                    <HStack gap="10" align="center" justify="space-between">
                      <Stack gap="5" maxW="2xl">
                        <Text
                          fontWeight="semibold"
                          textTransform="uppercase"
                          letterSpacing="wider"
                          fontSize="sm"
                          color="whiteAlpha.800"
                        >
                          {slide.eyebrow}
                        </Text>
                        <Heading
                          as="h2"
                          fontSize={{ base: '3xl', md: '5xl' }}
                          lineHeight="1.15"
                          letterSpacing="tight"
                          color="white"
                        >
                          {slide.title}
                        </Heading>
                        <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900">
                          {slide.text}
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
                              Get Started <ArrowRight />
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
                            <Link to="/associations">Browse associations</Link>
                          </Button>
                        </HStack>
                      </Stack>
                      <Box display={{ base: 'none', lg: 'block' }} w="320px" h="270px" flexShrink={0}>
                        <HeroArt art={slide.art} />
                      </Box>
                    </HStack>
                  </Container>
                )}
              </Box>
            );
          })}
        </Box>
      </Box>
      <HStack position="absolute" bottom={{ base: '4', md: '6' }} left="0" right="0" justify="center" gap="2">
        <IconButton
          aria-label="Previous slide"
          size="sm"
          rounded="full"
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.300' }}
          onClick={() => go(current - 1)}
        >
          <ChevronLeft />
        </IconButton>
        <HStack gap="1" role="group" aria-label="Choose a slide">
          {HERO_SLIDES.map((slide, index) => (
            <Box
              as="button"
              key={slide.title}
              aria-label={`Show slide ${index + 1}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => go(index)}
              p="2"
              cursor="pointer"
              rounded="full"
              _focusVisible={{ outline: '2px solid white', outlineOffset: '1px' }}
            >
              <Box
                h="2.5"
                w={index === current ? '7' : '2.5'}
                rounded="full"
                bg={index === current ? 'white' : 'whiteAlpha.600'}
                transition="width 0.2s"
              />
            </Box>
          ))}
        </HStack>
        <IconButton
          aria-label="Next slide"
          size="sm"
          rounded="full"
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.300' }}
          onClick={() => go(current + 1)}
        >
          <ChevronRight />
        </IconButton>
        <IconButton
          aria-label={isPaused ? 'Play slides' : 'Pause slides'}
          size="sm"
          rounded="full"
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.300' }}
          onClick={() => setPausedByVisitor(!isPaused)}
        >
          {isPaused ? <Play /> : <Pause />}
        </IconButton>
      </HStack>
    </Box>
  );
}
