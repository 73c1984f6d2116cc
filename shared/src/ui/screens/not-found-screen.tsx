import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useShellText } from '../../i18n/react';
import { usePageTitle } from '../use-page-title';

/** Spec "Page Not Found": the big 404 and a Go Back that steps back one history entry. */
export function NotFoundScreen() {
  const t = useShellText();
  usePageTitle(t('notFound.title'));
  return (
    <VStack as="section" gap="4" py={{ base: '16', md: '24' }} px="6" textAlign="center" data-testid="not-found-screen">
      <Heading as="h1" size="lg" color="fg.muted">
        {t('notFound.title')}
      </Heading>
      <Text fontSize="xl" fontWeight="semibold">
        {t('notFound.heading')}
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
        {t('notFound.text')}
      </Text>
      {/* Stepped back by the page head's snippet (shared/src/hydration/native-controls.cjs): before the script too. */}
      <Button data-go-back="" size="lg" mt="2">
        <ArrowLeft /> {t('state.goBack')}
      </Button>
    </VStack>
  );
}
