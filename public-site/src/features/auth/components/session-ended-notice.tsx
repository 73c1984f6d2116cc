import { Alert } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';

/**
 * Shown when the session store sent the visitor here because the server ended their session
 * (`SESSION_ENDED_PATH` in @alumni/shared): they logged out elsewhere, the password was changed, or the
 * account was disabled.
 */
export function SessionEndedNotice() {
  const [params] = useSearchParams();
  if (params.get('session') !== 'ended') return null;
  return (
    <Alert.Root status="info" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Your session has ended.</Alert.Title>
        <Alert.Description>
          You logged out on another tab or device, or your password was changed. Please log in again.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
