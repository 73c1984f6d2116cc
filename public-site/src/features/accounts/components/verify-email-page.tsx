import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSession } from '@alumni/shared';
import { Link, useSearchParams } from 'react-router';
import { AuthFrame, authErrorMessage } from '../../auth';
import { FormNotice } from '../../../components/form-notice';
import { usePublicAuthTexts } from '../../../i18n/use-public-auth-texts';
import { useVerifyEmail } from '../api/verify-email';
import { usePublicPageTitle } from '../../../i18n/page-titles';

/** The page a verification link opens: `?key=...`, confirmed on load; the result and a way onward. */
export function VerifyEmailPage() {
  const t = usePublicAuthTexts();
  usePublicPageTitle('verify-email');
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const verification = useVerifyEmail(key);
  const isSignedIn = useSession((s) => s.user !== null);
  const onward = isSignedIn
    ? { to: '/user/dashboard/home', label: t('verify.toDashboard') }
    : { to: '/login', label: t('common.goToLogin') };

  let result;
  if (!key) {
    result = <FormNotice status="error">{t('verify.needsLink')}</FormNotice>;
  } else if (verification.isPending) {
    result = (
      <Stack direction="row" align="center" gap="3" role="status">
        <Spinner size="sm" />
        <Text>{t('verify.confirming')}</Text>
      </Stack>
    );
  } else if (verification.isError) {
    result = <FormNotice status="error">{authErrorMessage(verification.error, t)}</FormNotice>;
  } else {
    result = <FormNotice status="success">{verification.data.message}</FormNotice>;
  }

  return (
    <AuthFrame title={t('verify.title')} bannerTitle={t('verify.bannerTitle')} bannerText={t('verify.bannerText')}>
      {result}
      <Button asChild size="lg" variant={verification.isSuccess ? 'solid' : 'outline'}>
        <Link to={onward.to}>{onward.label}</Link>
      </Button>
    </AuthFrame>
  );
}
