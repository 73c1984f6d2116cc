import { Alert, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { usePageTitle, useSession } from '@alumni/shared';
import { Link, useSearchParams } from 'react-router';
import { AuthFrame, authErrorMessage } from '../../auth';
import { usePublicAuthTexts } from '../../../i18n/use-public-auth-texts';
import { useVerifyEmail } from '../api/verify-email';

/** The page a verification link opens: `?key=...`, confirmed on load; the result and a way onward. */
export function VerifyEmailPage() {
  const t = usePublicAuthTexts();
  usePageTitle(t('verify.title'));
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const verification = useVerifyEmail(key);
  const isSignedIn = useSession((s) => s.user !== null);
  const onward = isSignedIn
    ? { to: '/user/dashboard/home', label: t('verify.toDashboard') }
    : { to: '/login', label: t('common.goToLogin') };

  let result;
  if (!key) {
    result = (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>{t('verify.needsLink')}</Alert.Description>
      </Alert.Root>
    );
  } else if (verification.isPending) {
    result = (
      <Stack direction="row" align="center" gap="3" role="status">
        <Spinner size="sm" />
        <Text>{t('verify.confirming')}</Text>
      </Stack>
    );
  } else if (verification.isError) {
    result = (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>{authErrorMessage(verification.error, t)}</Alert.Description>
      </Alert.Root>
    );
  } else {
    result = (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Description>{verification.data.message}</Alert.Description>
      </Alert.Root>
    );
  }

  return (
    <AuthFrame bannerTitle={t('verify.bannerTitle')} bannerText={t('verify.bannerText')}>
      <Stack gap="6" maxW="md" mx="auto">
        <Heading as="h1" size="2xl">
          {t('verify.title')}
        </Heading>
        {result}
        <Button asChild size="lg" variant={verification.isSuccess ? 'solid' : 'outline'}>
          <Link to={onward.to}>{onward.label}</Link>
        </Button>
      </Stack>
    </AuthFrame>
  );
}
