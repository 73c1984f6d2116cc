import { Button, Container, Grid, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { MediaImage, PanelSection, QueryState, useLanguage, usePortalCatalog } from '@alumni/shared';
import { formatCount, formatYear } from '@alumni/shared/format';
import { Globe, Mail, MapPin, Phone, UserPlus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useAssociation } from '../../../api/get-association';
import { CoverHero, CoverTitle } from '../../../components/cover-hero';
import { IconFact } from '../../../components/icon-fact';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { AssociationEvents } from './association-events';
import { SocialLinks } from './social-links';
import { usePublicPageTitle } from '../../../i18n/page-titles';

function BecomeMember({ id, size = 'lg' }: { id: number; size?: 'md' | 'lg' }) {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  return (
    <Button asChild size={size} colorPalette="brand">
      <Link to={`/associations/${id}/memberships`}>
        <UserPlus /> {t('association.becomeMember')}
      </Link>
    </Button>
  );
}

export function AssociationDetailPage() {
  const { id = '' } = useParams();
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  const query = useAssociation(id);
  usePublicPageTitle('association', query.data?.name);

  return (
    <QueryState query={query} what={t('association.what')} hasNotFound fill="screen">
      {(association) => {
        const notGiven = <Text color="fg.muted">{t('association.notGiven')}</Text>;
        return (
          <>
            <CoverHero
              cover={association.cover}
              alt={t('association.cover', { name: association.name })}
              mdHeight="340px"
              shade="blackAlpha.700"
            >
              <Stack
                direction={{ base: 'column', md: 'row' }}
                justify="space-between"
                align={{ base: 'flex-start', md: 'flex-end' }}
                gap="3"
              >
                <Stack gap="1" color="white" maxW="3xl">
                  <CoverTitle>{association.name}</CoverTitle>
                  {association.tagline && (
                    <Text fontSize={{ base: 'sm', md: 'lg' }} opacity={0.9} display={{ base: 'none', sm: 'block' }}>
                      {association.tagline}
                    </Text>
                  )}
                </Stack>
                <BecomeMember id={association.id} size="md" />
              </Stack>
            </CoverHero>
            <Container maxW="6xl" py={{ base: '8', md: '12' }}>
              <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
                <PanelSection
                  titleId="about-association"
                  title={t('association.about')}
                  titleSize="xl"
                  titleGap="5"
                  p={{ base: '5', md: '8' }}
                >
                  <HStack gap="4" mb="5" align="center">
                    <MediaImage
                      path={association.logo}
                      alt={t('common.logo', { name: association.name })}
                      boxSize={{ base: '16', md: '20' }}
                      rounded="lg"
                      objectFit="cover"
                      borderWidth="1px"
                    />
                    <Stack gap="0">
                      <Text fontWeight="bold" fontSize="lg">
                        {association.name}
                      </Text>
                      <Text color="fg.muted" fontSize="sm">
                        {t(association.member_count === 1 ? 'common.memberCount.one' : 'common.memberCount.other', {
                          count: formatCount(association.member_count, language),
                        })}
                        {association.established_year
                          ? t('association.established', { year: formatYear(association.established_year, language) })
                          : ''}
                      </Text>
                    </Stack>
                  </HStack>
                  <Text whiteSpace="pre-line" color="fg" lineHeight="tall">
                    {association.about || t('association.noAbout')}
                  </Text>
                </PanelSection>
                <Stack gap="6">
                  <PanelSection titleId="contact-association" title={t('association.contact')}>
                    <Stack gap="4">
                      <IconFact icon={<MapPin size={18} />} label={t('association.address')}>
                        {association.address ? <Text whiteSpace="pre-line">{association.address}</Text> : notGiven}
                      </IconFact>
                      <IconFact icon={<Phone size={18} />} label={t('common.phone')}>
                        {association.phone ? (
                          <ChakraLink href={`tel:${association.phone}`}>{association.phone}</ChakraLink>
                        ) : (
                          notGiven
                        )}
                      </IconFact>
                      <IconFact icon={<Mail size={18} />} label={t('common.email')}>
                        {association.email ? (
                          <ChakraLink href={`mailto:${association.email}`}>{association.email}</ChakraLink>
                        ) : (
                          notGiven
                        )}
                      </IconFact>
                      {association.website && (
                        <IconFact icon={<Globe size={18} />} label={t('association.website')}>
                          <ChakraLink href={association.website} target="_blank" rel="noopener noreferrer">
                            {association.website.replace(/^https?:\/\//, '')}
                          </ChakraLink>
                        </IconFact>
                      )}
                    </Stack>
                    <SocialLinks links={association.links} name={association.name} />
                  </PanelSection>
                  <Stack bg="brand.subtle" rounded="xl" p="6" gap="3" borderWidth="1px" borderColor="brand.muted">
                    <Text fontWeight="bold" fontSize="lg">
                      {t('association.join', { name: association.name })}
                    </Text>
                    <Text color="fg.muted" fontSize="sm">
                      {t('association.joinText')}
                    </Text>
                    <BecomeMember id={association.id} />
                  </Stack>
                </Stack>
              </Grid>
              <AssociationEvents association={association} />
            </Container>
          </>
        );
      }}
    </QueryState>
  );
}
