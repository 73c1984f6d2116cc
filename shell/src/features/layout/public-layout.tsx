import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { VerifyEmailBanner } from '../email-verification';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

/** Nav bar and footer around the public pages (and the Page Not Found screen). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <NavBar />
      <VerifyEmailBanner />
      <Flex as="main" direction="column" flex="1">
        {children}
      </Flex>
      <Footer />
    </Flex>
  );
}
