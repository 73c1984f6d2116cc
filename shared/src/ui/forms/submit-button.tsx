import { Button, type ButtonProps } from '@chakra-ui/react';
import { useIsHydrated } from '../use-is-hydrated';

/**
 * A form's submit button, disabled until the form is live: a server-rendered form clicked (or submitted
 * with Enter) before its code has run would be sent by the browser itself, its fields in the address.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const isHydrated = useIsHydrated();
  return <Button type="submit" disabled={disabled || !isHydrated} {...props} />;
}
