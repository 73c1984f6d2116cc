import { Alert } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { usePublicAuthTexts } from '../../../i18n/use-public-auth-texts';

/**
 * Shown when the session store sent the visitor here because the server ended their session
 * (`SESSION_ENDED_PATH` in @alumni/shared): they logged out elsewhere, the password was changed, or the
 * account was disabled.
 */
export function SessionEndedNotice() {
  const [params] = useSearchParams();
  const t = usePublicAuthTexts();
  if (params.get('session') !== 'ended') return null;
  return (
    <Alert.Root status="info" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('login.sessionEnded')}</Alert.Title>
        <Alert.Description>{t('login.sessionEndedText')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
