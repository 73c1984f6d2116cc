import { Separator, Skeleton, Stack } from '@chakra-ui/react';
import { lazyComponent, PartLive, useOrigin } from '@alumni/shared';
import { Suspense } from 'react';
import { usePublicAuthTexts } from '../../../i18n/use-public-auth-texts';
import { AuthFrame } from './auth-frame';
import { AuthLink } from './auth-link';
import { GoogleButton } from './google-button';
import { SessionEndedNotice } from './session-ended-notice';
import { usePublicPageTitle } from '../../../i18n/page-titles';

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
  usePublicPageTitle('login');
  const from = useOrigin();

  return (
    <AuthFrame title={t('login.title')} bannerTitle={t('login.bannerTitle')} bannerText={t('login.bannerText')}>
      <SessionEndedNotice />
      <GoogleButton />
      <Separator />
      <Suspense fallback={<FormPlaceholder />}>
        <LoginForm from={from} />
        <PartLive />
      </Suspense>
      <AuthLink to="/forgot-password">{t('login.forgotPassword')}</AuthLink>
      <AuthLink to="/signup" from={from} isMuted>
        {t('login.noAccount')}
      </AuthLink>
    </AuthFrame>
  );
}
