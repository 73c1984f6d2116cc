import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { isNotFound, QueryState, usePageTitle } from '@alumni/shared';
import type { CertificateVerification } from '@alumni/shared/contracts';
import { formatDate } from '@alumni/shared/format';
import { CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useCertificateVerification } from '../api/get-certificate-verification';

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
          {isValid ? 'Valid' : 'Not valid'}
        </Text>
        <Text fontSize="sm">
          {isValid
            ? `A current membership on ${formatDate(on)}.`
            : `This membership ended on ${formatDate(end)}: it is not valid on ${formatDate(on)}.`}
        </Text>
      </Stack>
    </HStack>
  );
}

/** The plain answer to a code that verifies nothing (unknown, mistyped or revoked). */
function NotACertificate() {
  usePageTitle('Not a valid certificate');
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        This is not a valid certificate
      </Heading>
      <Text color="fg.muted">
        No certificate has this code. Check that the whole link was scanned or typed; a certificate whose membership was
        withdrawn is no longer valid.
      </Text>
    </Stack>
  );
}

function Certificate({ certificate }: { certificate: CertificateVerification }) {
  usePageTitle(`Certificate of ${certificate.holder_name}`);
  const period = `${formatDate(certificate.start_date)} – ${certificate.end_date ? formatDate(certificate.end_date) : 'Lifetime'}`;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          Certificate of membership
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
          {certificate.holder_name}
        </Heading>
      </Stack>
      <Verdict certificate={certificate} />
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        <Fact label="Association">{certificate.association_name}</Fact>
        <Fact label="Membership type">{certificate.membership_type}</Fact>
        <Fact label="Serial">{certificate.serial}</Fact>
        <Fact label="Period">{period}</Fact>
      </Box>
    </Stack>
  );
}

/** `/verify/{code}`: the page a certificate's QR code opens. */
export function CertificateVerifyPage() {
  const { code = '' } = useParams();
  const query = useCertificateVerification(code);
  return (
    <Container maxW="2xl" py={{ base: '8', md: '16' }}>
      <Box bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '5', md: '8' }}>
        {isNotFound(query.error) ? (
          <NotACertificate />
        ) : (
          <QueryState query={query} what="This certificate">
            {(certificate) => <Certificate certificate={certificate} />}
          </QueryState>
        )}
      </Box>
    </Container>
  );
}
