import { Button, type ButtonProps } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates the server's markup, true once this part of the page
 * runs here (a page rendered in the browser is true from its first render).
 */
const useIsHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/**
 * A form's submit button, disabled until the form is live: a server-rendered form clicked (or submitted
 * with Enter) before its code has run would be sent by the browser itself, its fields in the address.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const isHydrated = useIsHydrated();
  return <Button type="submit" disabled={disabled || !isHydrated} {...props} />;
}
