import { Box, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '@chakra-ui/react/avatar';
import { usePortalCatalog } from '@alumni/shared';
import { Quote } from 'lucide-react';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { LandingSection, SectionHeading } from './section-heading';

/** Static sample testimonials (spec section 1; texts: `landing.testimonials.<id>.*`). Initials instead of photos keep the page light. */
const TESTIMONIALS = ['farzana', 'tanvir', 'arif'] as const;

export function TestimonialsSection() {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  return (
    <LandingSection name="testimonials">
      <SectionHeading
        id="testimonials-title"
        eyebrow={t('landing.testimonials.eyebrow')}
        title={t('landing.testimonials.title')}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {TESTIMONIALS.map((id) => (
          <Card.Root key={id} variant="elevated" bg="bg.panel">
            <Card.Body gap="4">
              <Box color="brand.solid" aria-hidden="true">
                <Quote size={28} />
              </Box>
              <Text as="blockquote" fontSize="md">
                {t(`landing.testimonials.${id}.text`)}
              </Text>
              <HStack gap="3" mt="auto">
                <Avatar.Root colorPalette="brand" size="md">
                  <Avatar.Fallback name={t(`landing.testimonials.${id}.name`)} />
                </Avatar.Root>
                <Stack gap="0">
                  <Text fontWeight="semibold">{t(`landing.testimonials.${id}.name`)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`landing.testimonials.${id}.role`)}
                  </Text>
                </Stack>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
