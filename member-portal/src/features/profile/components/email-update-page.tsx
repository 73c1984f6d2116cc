import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { getErrorMessage, PageHeader, useActionDialogs, usePageTitle, useSession } from '@alumni/shared';
import { emailChangeSchema, type EmailChange } from '@alumni/shared/contracts';
import { FormField, PasswordInputs, zodResolver, type PasswordInput } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { useMemberText } from '../../../i18n/use-member-text';
import { changeEmail } from '../api/account';

/** A new address needs the current password; it is unconfirmed until the mailed link is followed. */
export function EmailUpdatePage() {
  const t = useMemberText();
  usePageTitle(t('email.title'));
  const passwords: PasswordInput<EmailChange>[] = [
    {
      name: 'current_password',
      label: t('email.password'),
      autoComplete: 'current-password',
      showLabel: t('email.showPassword'),
    },
  ];
  const navigate = useNavigate();
  const { runAction } = useActionDialogs();
  const current = useSession((s) => s.user?.email ?? '');
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<EmailChange>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '', current_password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    runAction({
      action: async () => useSession.getState().setUser(await changeEmail(values)),
      successText: t('email.sent', { email: getValues('email') }),
      errorText: (error) => getErrorMessage(error, t('email.failed')),
      onSuccess: () => navigate('/user/dashboard/profile'),
    }),
  );

  return (
    <>
      <PageHeader title={t('email.title')} description={t('email.description')} />
      <FormCard onSubmit={onSubmit} label={t('email.form')}>
        <Stack gap="4">
          <Text color="fg.muted" overflowWrap="anywhere">
            {t('email.current', { email: current })}
          </Text>
          <FormField label={t('email.new')} error={errors.email} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <PasswordInputs inputs={passwords} register={register} errors={errors} />
          <Button type="submit" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            {t('common.update')}
          </Button>
        </Stack>
      </FormCard>
    </>
  );
}
