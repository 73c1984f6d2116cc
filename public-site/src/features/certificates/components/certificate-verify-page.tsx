import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { isNotFound, QueryState, useLanguage } from '@alumni/shared';
import type { CertificateVerification } from '@alumni/shared/contracts';
import { formatDate } from '@alumni/shared/format';
import { CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { usePublicAuthTexts } from '../../../i18n/use-public-auth-texts';
import { useCertificateVerification } from '../api/get-certificate-verification';
import { certificateTitle, usePublicPageTitle } from '../../../i18n/page-titles';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Text>
    </Box>
  );
}

/** Valid or not on the day checked, said in words and colour, with the reason when not. */
function Verdict({ certificate }: { certificate: CertificateVerification }) {
  const { is_valid: isValid, checked_on: on, end_date: end } = certificate;
  const t = usePublicAuthTexts();
  const language = useLanguage();
  return (
    <HStack
      role="status"
      gap="3"
      p="4"
      rounded="lg"
      bg={isValid ? 'green.subtle' : 'red.subtle'}
      color={isValid ? 'green.fg' : 'red.fg'}
    >
      {isValid ? <CircleCheck size={28} aria-hidden="true" /> : <CircleX size={28} aria-hidden="true" />}
      <Stack gap="0">
        <Text fontWeight="bold" fontSize="xl">
          {t(isValid ? 'certificate.valid' : 'certificate.notValid')}
        </Text>
        <Text fontSize="sm">
          {isValid
            ? t('certificate.currentOn', { date: formatDate(on, language) })
            : t('certificate.endedOn', { end: formatDate(end, language), date: formatDate(on, language) })}
        </Text>
      </Stack>
    </HStack>
  );
}

/** The plain answer to a code that verifies nothing (unknown, mistyped or revoked). */
function NotACertificate() {
  const t = usePublicAuthTexts();
  usePublicPageTitle('certificate-verify', certificateTitle(useLanguage(), null));
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        {t('certificate.notFoundTitle')}
      </Heading>
      <Text color="fg.muted">{t('certificate.notFoundText')}</Text>
    </Stack>
  );
}

function Certificate({ certificate }: { certificate: CertificateVerification }) {
  const t = usePublicAuthTexts();
  const language = useLanguage();
  usePublicPageTitle('certificate-verify', certificateTitle(language, certificate.holder_name));
  const end = certificate.end_date ? formatDate(certificate.end_date, language) : t('certificate.lifetime');
  const period = `${formatDate(certificate.start_date, language)} – ${end}`;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {t('certificate.kind')}
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
          {certificate.holder_name}
        </Heading>
      </Stack>
      <Verdict certificate={certificate} />
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        <Fact label={t('certificate.association')}>{certificate.association_name}</Fact>
        <Fact label={t('certificate.membershipType')}>{certificate.membership_type}</Fact>
        <Fact label={t('certificate.serial')}>{certificate.serial}</Fact>
        <Fact label={t('certificate.period')}>{period}</Fact>
      </Box>
    </Stack>
  );
}

/** `/verify/{code}`: the page a certificate's QR code opens. */
export function CertificateVerifyPage() {
  const { code = '' } = useParams();
  const query = useCertificateVerification(code);
  const t = usePublicAuthTexts();
  return (
    <Container maxW="2xl" py={{ base: '8', md: '16' }}>
      <Box bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '5', md: '8' }}>
        {isNotFound(query.error) ? (
          <NotACertificate />
        ) : (
          <QueryState query={query} what={t('certificate.what')}>
            {(certificate) => <Certificate certificate={certificate} />}
          </QueryState>
        )}
      </Box>
    </Container>
  );
}
