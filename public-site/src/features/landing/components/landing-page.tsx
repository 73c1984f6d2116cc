import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '@alumni/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ContactSection } from './contact-section';
import { EventsSection } from './events-section';
import { HeroHighlights } from './hero-highlights';

export function LandingPage() {
  usePageTitle('Connect with your alumni community');
  return (
    <>
      <Box as="section" aria-labelledby="hero-title" bgGradient="to-br" gradientFrom="brand.subtle" gradientTo="bg" borderBottomWidth="1px">
        <Container maxW="7xl" py={{ base: '14', md: '24' }}>
          <Stack direction={{ base: 'column', lg: 'row' }} gap={{ base: '10', lg: '16' }} align="center">
            <Stack gap="6" flex="1" maxW="2xl">
              <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
                For alumni, students and institutions
              </Text>
              <Heading id="hero-title" as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.1" letterSpacing="tight">
                Stay connected with the people who shaped your story
              </Heading>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
                Find your school, college or university association, become a member, pay your dues online and keep in touch with
                your batch, all in one place.
              </Text>
              <HStack gap="3" wrap="wrap">
                <Button asChild size="xl">
                  <Link to="/signup">
                    Get Started <ArrowRight />
                  </Link>
                </Button>
                <Button asChild size="xl" variant="outline">
                  <Link to="/associations">Browse associations</Link>
                </Button>
              </HStack>
            </Stack>
            <HeroHighlights />
          </Stack>
        </Container>
      </Box>
      <EventsSection />
      <ContactSection />
    </>
  );
}
