import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { getErrorMessage, PageHeader, useActionDialogs, usePageTitle, useSession } from '@alumni/shared';
import { emailChangeSchema, type EmailChange } from '@alumni/shared/contracts';
import { FormField, PasswordInputs, zodResolver, type PasswordInput } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { changeEmail } from '../api/account';

const PASSWORDS: PasswordInput<EmailChange>[] = [
  {
    name: 'current_password',
    label: 'Current Password',
    autoComplete: 'current-password',
    showLabel: 'Show Current Password',
  },
];

/** A new address needs the current password; it is unconfirmed until the mailed link is followed. */
export function EmailUpdatePage() {
  usePageTitle('Change E-mail');
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
      successText: `We sent a confirmation link to ${getValues('email')}. Follow it to confirm your new address.`,
      errorText: (error) => getErrorMessage(error, 'There is an error please try again later.'),
      onSuccess: () => navigate('/user/dashboard/profile'),
    }),
  );

  return (
    <>
      <PageHeader title="Change E-mail" description="We will send a link to the new address to confirm it." />
      <FormCard onSubmit={onSubmit} label="Change e-mail">
        <Stack gap="4">
          <Text color="fg.muted" overflowWrap="anywhere">
            Your address now: {current}
          </Text>
          <FormField label="New E-mail" error={errors.email} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <PasswordInputs inputs={PASSWORDS} register={register} errors={errors} />
          <Button type="submit" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            Update
          </Button>
        </Stack>
      </FormCard>
    </>
  );
}
