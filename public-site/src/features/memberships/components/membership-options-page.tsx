import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { allOf, MediaImage, QueryState, useLanguage, usePortalCatalog } from '@alumni/shared';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useAssociation } from '../../../api/get-association';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { useMembershipTypes } from '../api/get-membership-types';
import { MembershipOptionCard } from './membership-option-card';
import { associationPageTitle, usePublicPageTitle } from '../../../i18n/page-titles';

export function MembershipOptionsPage() {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  const { id = '' } = useParams();
  const association = useAssociation(id);
  const name = association.data?.name;
  usePublicPageTitle('membership-options', name && associationPageTitle(language, 'membership-options', name));
  const types = useMembershipTypes(id);

  return (
    <QueryState query={allOf(association, types)} hasNotFound fill="screen">
      {([{ name, logo }, offered]) => (
        <Container maxW="6xl" py={{ base: '8', md: '12' }}>
          <Button asChild variant="ghost" size="sm" mb="4" ml="-2">
            <Link to={`/associations/${id}`}>
              <ArrowLeft /> {name}
            </Link>
          </Button>
          <HStack gap="4" mb={{ base: '6', md: '10' }} align="center">
            <MediaImage
              path={logo}
              alt={t('common.logo', { name })}
              boxSize={{ base: '12', md: '16' }}
              rounded="lg"
              objectFit="cover"
              borderWidth="1px"
            />
            <Stack gap="1">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                {t('memberships.options')}
              </Heading>
              <Text color="fg.muted">{t('memberships.choose', { name })}</Text>
            </Stack>
          </HStack>
          {offered.length === 0 ? (
            <Box py="12" textAlign="center" color="fg.muted" borderWidth="1px" borderStyle="dashed" rounded="xl">
              {t('memberships.none')}
            </Box>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {offered.map((type) => (
                <MembershipOptionCard key={type.id} associationId={id} type={type} />
              ))}
            </SimpleGrid>
          )}
        </Container>
      )}
    </QueryState>
  );
}
