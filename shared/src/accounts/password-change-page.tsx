import { Box, Button, Stack } from '@chakra-ui/react';
import { getErrorMessage, isApiError, PageHeader, useActionDialogs, usePageTitle, useShellText } from '@alumni/shared';
import { passwordChangeSchema, WRONG_PASSWORD_CODE, type PasswordChange } from '@alumni/shared/contracts';
import { VALIDATION_EN } from '@alumni/shared/i18n';
import { PasswordInputs, zodResolver, type PasswordInput } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { changePassword } from './change-password';

const isWrongPassword = (error: unknown) =>
  isApiError(error) && (error.response?.data as { code?: string } | undefined)?.code === WRONG_PASSWORD_CODE;

type Texts = ReturnType<typeof useShellText>;

const passwords = (t: Texts): PasswordInput<PasswordChange>[] => [
  {
    name: 'old_password',
    label: t('password.current'),
    autoComplete: 'current-password',
    showLabel: t('password.showCurrent'),
  },
  {
    name: 'new_password1',
    label: t('password.new'),
    autoComplete: 'new-password',
    showLabel: t('password.showNew'),
  },
  {
    name: 'new_password2',
    label: t('password.confirm'),
    autoComplete: 'new-password',
    showLabel: t('password.showConfirm'),
  },
];

/** Change the password, given the current one (member and super admin portals alike). */
export function PasswordChangePage() {
  const t = useShellText();
  usePageTitle(t('password.title'));
  const { runAction } = useActionDialogs();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { old_password: '', new_password1: '', new_password2: '' },
  });
  const [current, first, second] = watch(['old_password', 'new_password1', 'new_password2']);
  const isMismatch = second !== '' && first !== second;
  const canSubmit = current !== '' && first !== '' && second !== '' && first === second;

  const onSubmit = handleSubmit(async (values) => {
    const result = await runAction({
      action: () => changePassword(values),
      successText: t('password.changed'),
      errorText: (error) => getErrorMessage(error, t('password.failed')),
    });
    if (result.status === 'done') reset();
    if (result.status === 'failed' && isWrongPassword(result.error))
      setError('old_password', { message: t('password.wrong') }, { shouldFocus: true });
  });

  return (
    <>
      <PageHeader title={t('password.title')} description={t('password.description')} />
      <Box asChild bg="bg.panel" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} maxW="2xl">
        <form onSubmit={onSubmit} noValidate aria-label={t('password.form')}>
          <Stack gap="4">
            <PasswordInputs
              inputs={passwords(t)}
              register={register}
              errors={errors}
              // The contracts' own words, which the field shows in the page's language.
              errorOf={(name) =>
                name === 'new_password2' && isMismatch ? VALIDATION_EN['field.passwordDiffers'] : undefined
              }
            />
            <Button type="submit" disabled={!canSubmit} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
              {t('password.update')}
            </Button>
          </Stack>
        </form>
      </Box>
    </>
  );
}
