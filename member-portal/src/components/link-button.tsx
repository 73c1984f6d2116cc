import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link } from 'react-router';

/** A router link that looks like a button. */
export function LinkButton({ to, children, ...rest }: ButtonProps & { to: string }) {
  return (
    <Button asChild {...rest}>
      <Link to={to}>{children}</Link>
    </Button>
  );
}
