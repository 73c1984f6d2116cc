import { Button, Stack } from '@chakra-ui/react';
import { getErrorMessage, PageHeader, useActionDialogs, usePageTitle } from '@alumni/shared';
import { passwordChangeSchema, type PasswordChange } from '@alumni/shared/contracts';
import { PasswordField, zodResolver } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { FormCard } from '../../../components/form-card';
import { changePassword } from '../api/account';

export function PasswordUpdatePage() {
  usePageTitle('Change Password');
  const { runAction } = useActionDialogs();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { new_password1: '', new_password2: '' },
  });
  const [first, second] = watch(['new_password1', 'new_password2']);
  const isMismatch = second !== '' && first !== second;
  const canSubmit = first !== '' && second !== '' && first === second;

  const onSubmit = handleSubmit(async (values) => {
    const result = await runAction({
      action: () => changePassword(values),
      successText: 'Password changed successfully.',
      errorText: (error) => getErrorMessage(error, 'There is an error please try again later.'),
    });
    if (result.status === 'done') reset();
  });

  return (
    <>
      <PageHeader title="Change Password" description="Other devices signed in to your account will be signed out." />
      <FormCard onSubmit={onSubmit} label="Change password">
        <Stack gap="4">
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            error={errors.new_password1}
            required
            {...register('new_password1')}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            error={isMismatch ? 'Password does not match' : errors.new_password2}
            required
            showLabel="Show Confirm Password"
            {...register('new_password2')}
          />
          <Button type="submit" disabled={!canSubmit} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            Update
          </Button>
        </Stack>
      </FormCard>
    </>
  );
}
