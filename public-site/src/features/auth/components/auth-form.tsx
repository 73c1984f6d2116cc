import { Stack } from '@chakra-ui/react';
import type { NativeFormName } from '@alumni/shared/contracts';
import { nativeFormProps } from '@alumni/shared/forms';
import type { FormEventHandler, ReactNode } from 'react';
import { FormNotice } from '../../../components/form-notice';

/**
 * Login's and sign-up's form: it posts natively to its page (with `?from=` to come back to) until the
 * script has come, and shows the server's answer to that post (`echoError`) above the fields.
 */
export function AuthForm({
  name,
  from,
  onSubmit,
  echoError,
  children,
}: {
  name: Extract<NativeFormName, 'login' | 'signUp'>;
  from?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  echoError?: string;
  children: ReactNode;
}) {
  return (
    <form
      {...nativeFormProps(name, from ? `?${new URLSearchParams({ from }).toString()}` : '')}
      onSubmit={onSubmit}
      noValidate
    >
      <Stack gap="4">
        {echoError && <FormNotice status="error">{echoError}</FormNotice>}
        {children}
      </Stack>
    </form>
  );
}
