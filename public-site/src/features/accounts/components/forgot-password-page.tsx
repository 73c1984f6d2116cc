import { Alert, Input, Stack, Text } from '@chakra-ui/react';
import { passwordResetSchema, type PasswordReset } from '@alumni/shared/contracts';
import { FormField, nativeFormProps, SubmitButton, useNativeForm, zodResolver } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { AuthFrame, authErrorMessage, AuthLink } from '../../auth';
import { FormNotice } from '../../../components/form-notice';
import { usePublicAuthTexts } from '../../../i18n/use-public-auth-texts';
import { useRequestPasswordReset } from '../api/password-reset';
import { usePublicPageTitle } from '../../../i18n/page-titles';

/** "Forgot password?": an address in, the same answer whether or not it has an account. */
export function ForgotPasswordPage() {
  const t = usePublicAuthTexts();
  usePublicPageTitle('forgot-password');
  const reset = useRequestPasswordReset();
  const { register, handleSubmit, setValue, formState } = useForm<PasswordReset>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { email: '' },
  });
  // Posted natively to /forgot-password until the script has come; the server's answer shows here (echo).
  const { echo, field, errorOf } = useNativeForm('forgotPassword', { register, setValue, formState });
  const sent = reset.isSuccess ? reset.data.message : echo?.done;
  const failure = reset.isError
    ? authErrorMessage(reset.error, t)
    : formState.submitCount === 0
      ? echo?.error
      : undefined;

  const onSubmit = handleSubmit((values) => reset.mutate(values));

  return (
    <AuthFrame title={t('forgot.title')} bannerTitle={t('forgot.bannerTitle')} bannerText={t('forgot.bannerText')}>
      {sent !== undefined ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('forgot.checkMail')}</Alert.Title>
            <Alert.Description>{sent}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <form {...nativeFormProps('forgotPassword')} onSubmit={onSubmit} noValidate aria-label={t('forgot.title')}>
          <Stack gap="4">
            <Text color="fg.muted">{t('forgot.intro')}</Text>
            <FormField label={t('common.email')} error={errorOf('email')} required>
              <Input type="email" autoComplete="email" {...field('email')} />
            </FormField>
            {failure && <FormNotice status="error">{failure}</FormNotice>}
            <SubmitButton size="lg" loading={reset.isPending} loadingText={t('forgot.submitting')}>
              {t('forgot.submit')}
            </SubmitButton>
          </Stack>
        </form>
      )}
      <AuthLink to="/login">{t('forgot.backToLogin')}</AuthLink>
    </AuthFrame>
  );
}
