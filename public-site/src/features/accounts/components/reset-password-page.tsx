import { Button, Stack } from '@chakra-ui/react';
import { passwordResetConfirmSchema, type PasswordResetConfirm } from '@alumni/shared/contracts';
import {
  nativeFormProps,
  PasswordInputs,
  SubmitButton,
  useNativeForm,
  zodResolver,
  type PasswordInput,
} from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { AuthFrame, authErrorMessage, AuthLink } from '../../auth';
import { FormNotice } from '../../../components/form-notice';
import { usePublicAuthTexts } from '../../../i18n/use-public-auth-texts';
import { useConfirmPasswordReset } from '../api/password-reset';
import { usePublicPageTitle } from '../../../i18n/page-titles';

/** The page a reset link opens: `?token=...`; a new password, then on to the login page. */
export function ResetPasswordPage() {
  const t = usePublicAuthTexts();
  usePublicPageTitle('reset-password');
  const passwords: PasswordInput<PasswordResetConfirm>[] = [
    { name: 'new_password1', label: t('reset.newPassword'), autoComplete: 'new-password' },
    {
      name: 'new_password2',
      label: t('common.confirmPassword'),
      autoComplete: 'new-password',
      showLabel: t('reset.showConfirm'),
    },
  ];
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const { register, handleSubmit, setValue, formState } = useForm<PasswordResetConfirm>({
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { token, new_password1: '', new_password2: '' },
  });
  const { errors } = formState;
  // Posted natively to /reset-password until the script has come; the server's answer shows here (echo).
  const { echo, field, errorOf } = useNativeForm('resetPassword', { register, setValue, formState });
  const saved = confirm.isSuccess ? confirm.data.message : echo?.done;
  const failure = confirm.isError
    ? authErrorMessage(confirm.error, t)
    : (errors.token?.message ?? (formState.submitCount === 0 ? (echo?.error ?? echo?.errors.token) : undefined));
  const shownError = (name: keyof PasswordResetConfirm) => {
    const error = errorOf(name);
    return typeof error === 'string' ? error : undefined;
  };

  const onSubmit = handleSubmit((values) => confirm.mutate(values));

  let body;
  if (!token) {
    body = <FormNotice status="error">{t('reset.needsLink')}</FormNotice>;
  } else if (saved !== undefined) {
    body = (
      <>
        <FormNotice status="success">{saved}</FormNotice>
        <Button asChild size="lg">
          <Link to="/login">{t('common.goToLogin')}</Link>
        </Button>
      </>
    );
  } else {
    body = (
      <form
        {...nativeFormProps('resetPassword', `?${new URLSearchParams({ token }).toString()}`)}
        onSubmit={onSubmit}
        noValidate
        aria-label={t('reset.title')}
      >
        <input type="hidden" name="token" value={token} />
        <Stack gap="4">
          <PasswordInputs inputs={passwords} register={field} errors={errors} errorOf={shownError} />
          {failure && <FormNotice status="error">{failure}</FormNotice>}
          <SubmitButton size="lg" loading={confirm.isPending} loadingText={t('reset.submitting')}>
            {t('reset.submit')}
          </SubmitButton>
        </Stack>
      </form>
    );
  }

  return (
    <AuthFrame title={t('reset.title')} bannerTitle={t('reset.bannerTitle')} bannerText={t('reset.bannerText')}>
      {body}
      {saved === undefined && <AuthLink to="/forgot-password">{t('reset.askNewLink')}</AuthLink>}
    </AuthFrame>
  );
}
