import { Alert } from '@chakra-ui/react';
import { usePortalCatalog } from '@alumni/shared';
import { useSearchParams } from 'react-router';
import { PUBLIC_AUTH_CATALOGS } from '../../../i18n/catalogs/public-auth';

/**
 * Shown when the session store sent the visitor here because the server ended their session
 * (`SESSION_ENDED_PATH` in @alumni/shared): they logged out elsewhere, the password was changed, or the
 * account was disabled.
 */
export function SessionEndedNotice() {
  const [params] = useSearchParams();
  const t = usePortalCatalog(PUBLIC_AUTH_CATALOGS);
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
