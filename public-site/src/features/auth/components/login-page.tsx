import { Heading, Link as ChakraLink, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazyComponent, PartLive, useOrigin, usePageTitle } from '@alumni/shared';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { usePublicAuthTexts } from '../../../i18n/use-public-auth-texts';
import { AuthFrame } from './auth-frame';
import { GoogleButton } from './google-button';
import { SessionEndedNotice } from './session-ended-notice';

/**
 * The form's code (react-hook-form, zod, the field components) is a chunk of its own: the server renders
 * the form into the page, and the browser hydrates it once that chunk has come, after the page is shown.
 */
const LoginForm = lazyComponent(() => import('./login-form'), 'LoginForm');

/** The form's shape while its code loads, on a page rendered in the browser. */
function FormPlaceholder() {
  return (
    <Stack gap="4" aria-hidden="true">
      <Skeleton h="16" rounded="md" />
      <Skeleton h="16" rounded="md" />
      <Skeleton h="11" mt="2" rounded="md" />
    </Stack>
  );
}

export function LoginPage() {
  const t = usePublicAuthTexts();
  usePageTitle(t('login.title'));
  const from = useOrigin();

  return (
    <AuthFrame bannerTitle={t('login.bannerTitle')} bannerText={t('login.bannerText')}>
      <Stack gap="6" maxW="md" mx="auto">
        <Heading as="h1" size="2xl">
          {t('login.title')}
        </Heading>
        <SessionEndedNotice />
        <GoogleButton />
        <Separator />
        <Suspense fallback={<FormPlaceholder />}>
          <LoginForm from={from} />
          <PartLive />
        </Suspense>
        <Text textAlign="center">
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
          </ChakraLink>
        </Text>
        <Text textAlign="center" color="fg.muted">
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to="/signup" state={from ? { from } : undefined}>
              {t('login.noAccount')}
            </Link>
          </ChakraLink>
        </Text>
      </Stack>
    </AuthFrame>
  );
}
