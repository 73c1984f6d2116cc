import { Button, Container, Grid, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { MediaImage, PanelSection, QueryState, usePageTitle } from '@alumni/shared';
import { Globe, Mail, MapPin, Phone, UserPlus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useAssociation } from '../../../api/get-association';
import { CoverHero, CoverTitle } from '../../../components/cover-hero';
import { IconFact } from '../../../components/icon-fact';
import { AssociationEvents } from './association-events';
import { SocialLinks } from './social-links';

function BecomeMember({ id, size = 'lg' }: { id: number; size?: 'md' | 'lg' }) {
  return (
    <Button asChild size={size} colorPalette="brand">
      <Link to={`/associations/${id}/memberships`}>
        <UserPlus /> Become a Member
      </Link>
    </Button>
  );
}

export function AssociationDetailPage() {
  const { id = '' } = useParams();
  const query = useAssociation(id);
  usePageTitle(query.data?.name ?? 'Association');

  return (
    <QueryState query={query} what="The association" hasNotFound fill="screen">
      {(association) => {
        const notGiven = <Text color="fg.muted">Not given</Text>;
        return (
          <>
            <CoverHero
              cover={association.cover}
              alt={`${association.name} cover photo`}
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
                  title="About us"
                  titleSize="xl"
                  titleGap="5"
                  p={{ base: '5', md: '8' }}
                >
                  <HStack gap="4" mb="5" align="center">
                    <MediaImage
                      path={association.logo}
                      alt={`${association.name} logo`}
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
                        {association.member_count} {association.member_count === 1 ? 'member' : 'members'}
                        {association.established_year ? ` · Established ${association.established_year}` : ''}
                      </Text>
                    </Stack>
                  </HStack>
                  <Text whiteSpace="pre-line" color="fg" lineHeight="tall">
                    {association.about || 'This association has not written about itself yet.'}
                  </Text>
                </PanelSection>
                <Stack gap="6">
                  <PanelSection titleId="contact-association" title="Contact Us">
                    <Stack gap="4">
                      <IconFact icon={<MapPin size={18} />} label="Address">
                        {association.address ? <Text whiteSpace="pre-line">{association.address}</Text> : notGiven}
                      </IconFact>
                      <IconFact icon={<Phone size={18} />} label="Phone">
                        {association.phone ? (
                          <ChakraLink href={`tel:${association.phone}`}>{association.phone}</ChakraLink>
                        ) : (
                          notGiven
                        )}
                      </IconFact>
                      <IconFact icon={<Mail size={18} />} label="Email">
                        {association.email ? (
                          <ChakraLink href={`mailto:${association.email}`}>{association.email}</ChakraLink>
                        ) : (
                          notGiven
                        )}
                      </IconFact>
                      {association.website && (
                        <IconFact icon={<Globe size={18} />} label="Website">
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
                      Join {association.name}
                    </Text>
                    <Text color="fg.muted" fontSize="sm">
                      Choose a membership type and apply online in a few minutes.
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
