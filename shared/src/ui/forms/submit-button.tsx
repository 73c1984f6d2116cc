import { Button, type ButtonProps } from '@chakra-ui/react';
import { useIsHydrated } from '../use-is-hydrated';

/**
 * A form's submit button, disabled until the form is live: a server-rendered form clicked (or submitted
 * with Enter) before its code has run would be sent by the browser itself, its fields in the address. A
 * tap on it meanwhile is kept and sent once it is enabled (shared/src/hydration/early-clicks.cjs).
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const isHydrated = useIsHydrated();
  return <Button type="submit" disabled={disabled || !isHydrated} {...props} />;
}
