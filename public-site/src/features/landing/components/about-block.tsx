import { Box, Button, Grid, Heading, HStack, Icon, List, Stack, Text } from '@chakra-ui/react';
import { usePortalCatalog } from '@alumni/shared';
import { CircleCheck, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { BANGLA_HEADING } from '../../../components/bangla-text';
import { Eyebrow } from '../../../components/eyebrow';
import { LandingSection } from './section-heading';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';

// Texts: the catalog's `landing.about.point<n>`.
const POINTS = ['point1', 'point2', 'point3', 'point4'] as const;

export function AboutBlock() {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  return (
    <LandingSection name="about">
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '10', lg: '16' }} alignItems="center">
        <Box
          position="relative"
          rounded="2xl"
          minH={{ base: '220px', md: '320px' }}
          bgGradient="to-br"
          gradientFrom="brand.600"
          gradientTo="brand.300"
          display="grid"
          placeItems="center"
          overflow="hidden"
        >
          <Box
            position="absolute"
            inset="0"
            opacity={0.15}
            bgImage="radial-gradient(white 1.5px, transparent 1.5px)"
            bgSize="22px 22px"
          />
          <Stack align="center" color="white" gap="2" position="relative" p="6" textAlign="center">
            <Icon boxSize="16">
              <GraduationCap />
            </Icon>
            <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold">
              {t('landing.about.motto')}
            </Text>
          </Stack>
        </Box>
        <Stack gap="5">
          <Eyebrow>{t('landing.about.eyebrow')}</Eyebrow>
          <Heading
            id="about-title"
            as="h2"
            fontSize={{ base: '2xl', md: '4xl' }}
            letterSpacing="tight"
            css={BANGLA_HEADING}
          >
            {t('landing.about.title')}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {t('landing.about.text')}
          </Text>
          <List.Root gap="2" variant="plain">
            {POINTS.map((point) => (
              <List.Item key={point} alignItems="flex-start">
                <List.Indicator asChild color="brand.solid" mt="0.5">
                  <CircleCheck />
                </List.Indicator>
                {t(`landing.about.${point}`)}
              </List.Item>
            ))}
          </List.Root>
          <HStack>
            <Button asChild variant="outline">
              <Link to="/about-us">{t('landing.about.more')}</Link>
            </Button>
          </HStack>
        </Stack>
      </Grid>
    </LandingSection>
  );
}
