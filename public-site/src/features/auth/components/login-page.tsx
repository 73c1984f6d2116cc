import { Box, Heading, Link as ChakraLink, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazyComponent, useOrigin, usePageTitle } from '@alumni/shared';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AuthFrame } from './auth-frame';
import { GoogleButton } from './google-button';
import { SessionEndedNotice } from './session-ended-notice';

/**
 * The form's code (react-hook-form, zod, the field components) loads once the page has painted: the page
 * shows at once, and its first paint does not wait for those scripts to be fetched and run.
 */
const LoginForm = lazyComponent(() => import('./login-form'), 'LoginForm');

/** The form's height, held while it loads so the link below it does not move. */
const FORM_HEIGHT = '244px';

function FormPlaceholder() {
  return (
    <Stack gap="4" aria-hidden="true">
      <Skeleton h="68px" rounded="md" />
      <Skeleton h="68px" rounded="md" />
      <Skeleton h="44px" mt="2" rounded="md" />
    </Stack>
  );
}

export function LoginPage() {
  usePageTitle('Login');
  const from = useOrigin();
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    // A timer set from the next animation frame fires once that frame has painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);

  return (
    <AuthFrame bannerTitle="Welcome back!" bannerText="Login to continue">
      <Stack gap="6" maxW="md" mx="auto">
        <Heading as="h1" size="2xl">
          Login
        </Heading>
        <SessionEndedNotice />
        <GoogleButton />
        <Separator />
        <Box minH={FORM_HEIGHT}>
          {isPainted ? (
            <Suspense fallback={<FormPlaceholder />}>
              <LoginForm from={from} />
            </Suspense>
          ) : (
            <FormPlaceholder />
          )}
        </Box>
        <Text textAlign="center">
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to="/forgot-password">Forgot password?</Link>
          </ChakraLink>
        </Text>
        <Text textAlign="center" color="fg.muted">
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to="/signup" state={from ? { from } : undefined}>
              Don&apos;t have an account? Sign Up
            </Link>
          </ChakraLink>
        </Text>
      </Stack>
    </AuthFrame>
  );
}
