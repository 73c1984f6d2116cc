import { Alert, type AlertRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type FormNoticeProps = Omit<AlertRootProps, 'status' | 'children'> & {
  status: 'error' | 'success';
  children: ReactNode;
};

/** A form's one-line outcome: what failed, or what was done (read out politely as a status). */
export function FormNotice({ status, children, ...rest }: FormNoticeProps) {
  return (
    <Alert.Root status={status} role={status === 'success' ? 'status' : undefined} {...rest}>
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
