import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { getErrorMessage, useSession, useShellText } from '@alumni/shared';
import { useLocation } from 'react-router';
import { useResendVerification } from '../api/resend-verification';

/**
 * For a signed-in user whose address is not confirmed yet: a reminder with "Send again" (limited by
 * the server: its message says when to try again). Not on the page that is confirming it right now.
 */
export function VerifyEmailBanner() {
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  const resend = useResendVerification();
  const t = useShellText();
  if (!user || user.email_verified !== false || pathname === '/verify-email') return null;

  return (
    <Alert.Root status="warning" borderRadius="0" px={{ base: '4', md: '8' }} py="3">
      <Alert.Indicator />
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap={{ base: '2', md: '4' }}
        align={{ base: 'stretch', md: 'center' }}
        flex="1"
      >
        <Alert.Content flex="1">
          <Alert.Description>
            {t('verify.text')}{' '}
            <Text as="strong" overflowWrap="anywhere">
              {user.email}
            </Text>
            {t('verify.end')}
          </Alert.Description>
          {resend.isSuccess && (
            <Text role="status" fontSize="sm" mt="1">
              {resend.data.message}
            </Text>
          )}
          {resend.isError && (
            <Text role="alert" fontSize="sm" mt="1" color="fg.error">
              {getErrorMessage(resend.error, t('verify.failed'))}
            </Text>
          )}
        </Alert.Content>
        <Button
          size="sm"
          variant="outline"
          colorPalette="orange"
          loading={resend.isPending}
          loadingText={t('verify.sending')}
          onClick={() => resend.mutate()}
        >
          {t('verify.sendAgain')}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
