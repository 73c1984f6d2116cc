import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, useLanguage, usePortalCatalog } from '@alumni/shared';
import { formatCount } from '@alumni/shared/format';
import { Building2, HandCoins, ShieldCheck, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { BANGLA_HEADING } from '../../../components/bangla-text';
import { Eyebrow } from '../../../components/eyebrow';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { POLICIES } from './policies';
import { usePublicPageTitle } from '../../../i18n/page-titles';

// Texts: the catalog's `about.<id>.title` and `.text`.
const PILLARS = [
  { id: 'alumni', icon: UsersRound },
  { id: 'associations', icon: Building2 },
  { id: 'payments', icon: HandCoins },
  { id: 'data', icon: ShieldCheck },
] as const;

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

export function AboutPage() {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  usePublicPageTitle('about');
  return (
    <>
      <Box bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.500" color="white">
        <Container maxW="5xl" py={{ base: '12', md: '20' }}>
          <Eyebrow isOnDark mb="3">
            {t('about.title')}
          </Eyebrow>
          <Heading
            as="h1"
            fontSize={{ base: '3xl', md: '5xl' }}
            color="white"
            letterSpacing="tight"
            mb="4"
            css={BANGLA_HEADING}
          >
            {t('about.heading', { product: PRODUCT_NAME })}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900" maxW="3xl">
            {t('about.lead', { product: PRODUCT_NAME })}
          </Text>
        </Container>
      </Box>

      <Container maxW="5xl" py={{ base: '10', md: '16' }}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5" mb={{ base: '12', md: '16' }}>
          {PILLARS.map(({ id, icon: IconComponent }) => (
            <Stack key={id} gap="2" p="6" bg="bg.panel" borderWidth="1px" rounded="xl">
              <Box color="brand.solid" aria-hidden="true">
                <IconComponent size={28} />
              </Box>
              <Heading as="h2" size="md">
                {t(`about.${id}.title`)}
              </Heading>
              <Text color="fg.muted">{t(`about.${id}.text`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>

        <Box as="section" aria-labelledby="how-title" mb={{ base: '12', md: '16' }}>
          <Heading id="how-title" as="h2" size="2xl" mb="6">
            {t('about.how')}
          </Heading>
          <Stack as="ol" gap="4" listStyleType="none">
            {STEPS.map((step, index) => (
              <HStack as="li" key={step} gap="4">
                <Box
                  flexShrink={0}
                  boxSize="9"
                  rounded="full"
                  bg="brand.solid"
                  color="brand.contrast"
                  display="grid"
                  placeItems="center"
                  fontWeight="bold"
                >
                  {formatCount(index + 1, language)}
                </Box>
                <Text fontSize="lg">{t(`about.${step}`)}</Text>
              </HStack>
            ))}
          </Stack>
          <HStack mt="6" gap="3" wrap="wrap">
            <Button asChild>
              <Link to="/associations">{t('common.browseAssociations')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/signup">{t('about.createAccount')}</Link>
            </Button>
          </HStack>
        </Box>

        <Stack gap="8">
          {POLICIES.map((section) => (
            <Box
              as="section"
              key={section.id}
              id={section.id}
              scrollMarginTop="20"
              aria-labelledby={`${section.id}-title`}
              borderTopWidth="1px"
              pt="8"
            >
              <Heading id={`${section.id}-title`} as="h2" size="xl" mb="3">
                {t(section.title)}
              </Heading>
              <Stack gap="2">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph} color="fg.muted">
                    {t(paragraph)}
                  </Text>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Container>
    </>
  );
}
