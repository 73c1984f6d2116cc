import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { NOT_FOUND_TITLE } from '../../portals/public-pages';
import { usePageTitle } from '../use-page-title';

/** Spec "Page Not Found": the big 404 and a Go Back that steps back one history entry. */
export function NotFoundScreen() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <VStack as="section" gap="4" py={{ base: '16', md: '24' }} px="6" textAlign="center" data-testid="not-found-screen">
      <Heading as="h1" size="lg" color="fg.muted">
        Page Not Found
      </Heading>
      <Text fontSize="xl" fontWeight="semibold">
        Oops! Page not found.
      </Text>
      <Text
        aria-hidden="true"
        fontSize={{ base: '7rem', md: '10rem' }}
        lineHeight="1"
        fontWeight="black"
        letterSpacing="tighter"
        color="brand.solid"
      >
        404
      </Text>
      <Text color="fg.muted" maxW="md">
        We are sorry, but the page you requested was not found.
      </Text>
      {/* Stepped back by the page head's snippet (shared/src/hydration/native-controls.cjs): before the script too. */}
      <Button data-go-back="" size="lg" mt="2">
        <ArrowLeft /> Go Back
      </Button>
    </VStack>
  );
}
