import { Link as ChakraLink, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A way onward under an account form ("Forgot password?", "Have an account?"), centred; `from` rides along. */
export function AuthLink({
  to,
  from,
  isMuted = false,
  children,
}: {
  to: string;
  from?: string;
  isMuted?: boolean;
  children: ReactNode;
}) {
  return (
    <Text textAlign="center" color={isMuted ? 'fg.muted' : undefined}>
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link to={to} state={from ? { from } : undefined}>
          {children}
        </Link>
      </ChakraLink>
    </Text>
  );
}
