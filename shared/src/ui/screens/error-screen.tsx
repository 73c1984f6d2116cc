import { Button, Heading, HStack, Icon, Text, VStack } from '@chakra-ui/react';
import { ArrowLeft, RotateCw, TriangleAlert } from 'lucide-react';
import { useShellText } from '../../i18n/react';
import { usePageTitle } from '../use-page-title';

export type ErrorScreenProps = { onRetry?: () => void; retryLabel?: string };

/** Spec "Error screen"; route groups and the shell's remote boundary show it. */
export function ErrorScreen({ onRetry, retryLabel }: ErrorScreenProps) {
  const t = useShellText();
  usePageTitle(t('error.screen.kicker'));
  return (
    <VStack
      as="section"
      gap="4"
      py={{ base: '16', md: '24' }}
      px="6"
      textAlign="center"
      role="alert"
      data-testid="error-screen"
    >
      <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        {t('error.screen.kicker')}
      </Text>
      <Icon color="fg.error" boxSize="14">
        <TriangleAlert />
      </Icon>
      <Heading as="h1" size="2xl">
        {t('error.screen.title')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('error.screen.text')}
      </Text>
      <HStack gap="3" mt="2">
        <Button variant="outline" onClick={() => window.history.back()}>
          <ArrowLeft /> {t('state.goBack')}
        </Button>
        {onRetry && (
          <Button onClick={onRetry}>
            <RotateCw /> {retryLabel ?? t('state.retry')}
          </Button>
        )}
      </HStack>
    </VStack>
  );
}
