import { Box, Container, Grid, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { QueryState, useLanguage } from '@alumni/shared';
import { UserAvatar } from '@alumni/shared/avatar';
import { BriefcaseBusiness, ExternalLink, GraduationCap, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { usePublicAuthTexts } from '../../../i18n/use-public-auth-texts';
import { usePublicUser } from '../api/get-public-user';
import { TimelineItem } from './timeline-item';
import { personTitle, usePublicPageTitle } from '../../../i18n/page-titles';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '5', md: '6' }}>
      <Heading id={id} as="h2" size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <Text color="fg.muted">{children}</Text>;

export function PublicProfilePage() {
  const { handle = '' } = useParams();
  const query = usePublicUser(handle);
  const t = usePublicAuthTexts();
  const language = useLanguage();
  const name = query.data && personTitle(language, query.data);
  usePublicPageTitle('public-profile', name);

  return (
    <QueryState query={query} what={t('profile.what')} hasNotFound fill="screen">
      {(person) => (
        <>
          <Box h={{ base: '24', md: '36' }} bgGradient="to-r" gradientFrom="brand.700" gradientTo="brand.400" />
          <Container maxW="5xl" pb={{ base: '10', md: '16' }}>
            <Stack
              direction={{ base: 'column', md: 'row' }}
              gap={{ base: '3', md: '6' }}
              align={{ base: 'center', md: 'flex-end' }}
              mt={{ base: '-12', md: '-16' }}
              mb="8"
              textAlign={{ base: 'center', md: 'start' }}
            >
              <UserAvatar
                user={person}
                boxSize={{ base: '24', md: '32' }}
                borderWidth="4px"
                borderColor="bg"
                shadow="md"
              />
              <Stack gap="1" pb={{ md: '2' }} pt={{ md: '20' }}>
                <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                  {name}
                </Heading>
                {person.bio && (
                  <Text color="fg.muted" whiteSpace="pre-line" maxW="2xl">
                    {person.bio}
                  </Text>
                )}
              </Stack>
            </Stack>
            <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
              <Stack gap="6">
                <Panel id="profile-education" title={t('profile.education')}>
                  {person.educations.length === 0 ? (
                    <Empty>{t('profile.noEducation')}</Empty>
                  ) : (
                    <Stack as="ul" gap="5" listStyleType="none">
                      {person.educations.map((education) => (
                        <TimelineItem
                          key={education.id}
                          icon={<GraduationCap size={20} />}
                          title={education.institution}
                          subtitle={`${education.degree}, ${education.field_of_study}`}
                          period={education}
                          description={education.description}
                        />
                      ))}
                    </Stack>
                  )}
                </Panel>
                <Panel id="profile-jobs" title={t('profile.jobs')}>
                  {person.job_experiences.length === 0 ? (
                    <Empty>{t('profile.noJobs')}</Empty>
                  ) : (
                    <Stack as="ul" gap="5" listStyleType="none">
                      {person.job_experiences.map((job) => (
                        <TimelineItem
                          key={job.id}
                          icon={<BriefcaseBusiness size={20} />}
                          title={job.title}
                          subtitle={`${job.company} · ${job.location}`}
                          period={job}
                          description={job.description}
                        />
                      ))}
                    </Stack>
                  )}
                </Panel>
              </Stack>
              <Panel id="profile-contact" title={t('profile.contact')}>
                <Stack gap="3">
                  {person.email && (
                    <HStack gap="3">
                      <Mail size={18} aria-hidden="true" />
                      <ChakraLink href={`mailto:${person.email}`} wordBreak="break-all">
                        {person.email}
                      </ChakraLink>
                    </HStack>
                  )}
                  {person.phone_number && (
                    <HStack gap="3">
                      <Phone size={18} aria-hidden="true" />
                      <ChakraLink href={`tel:${person.phone_number}`}>{person.phone_number}</ChakraLink>
                    </HStack>
                  )}
                  {person.contact_details.map((contact) => (
                    <HStack key={contact.id} gap="3" align="flex-start">
                      <ExternalLink size={18} aria-hidden="true" />
                      <Stack gap="0" minW="0">
                        <ChakraLink href={contact.link} target="_blank" rel="noopener noreferrer" fontWeight="medium">
                          {contact.platform}
                        </ChakraLink>
                        {contact.description && (
                          <Text fontSize="sm" color="fg.muted">
                            {contact.description}
                          </Text>
                        )}
                      </Stack>
                    </HStack>
                  ))}
                  {!person.email && !person.phone_number && person.contact_details.length === 0 && (
                    <Empty>{t('profile.noContact')}</Empty>
                  )}
                </Stack>
              </Panel>
            </Grid>
          </Container>
        </>
      )}
    </QueryState>
  );
}
