import { Box, Button, Stack } from '@chakra-ui/react';
import { getErrorMessage, isApiError, PageHeader, useActionDialogs, usePageTitle } from '@alumni/shared';
import { passwordChangeSchema, WRONG_PASSWORD_CODE, type PasswordChange } from '@alumni/shared/contracts';
import { PasswordInputs, zodResolver, type PasswordInput } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { changePassword } from './change-password';

const isWrongPassword = (error: unknown) =>
  isApiError(error) && (error.response?.data as { code?: string } | undefined)?.code === WRONG_PASSWORD_CODE;

const PASSWORDS: PasswordInput<PasswordChange>[] = [
  {
    name: 'old_password',
    label: 'Current Password',
    autoComplete: 'current-password',
    showLabel: 'Show Current Password',
  },
  { name: 'new_password1', label: 'New Password', autoComplete: 'new-password', showLabel: 'Show New Password' },
  {
    name: 'new_password2',
    label: 'Confirm Password',
    autoComplete: 'new-password',
    showLabel: 'Show Confirm Password',
  },
];

/** Change the password, given the current one (member and super admin portals alike). */
export function PasswordChangePage() {
  usePageTitle('Change Password');
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
      successText: 'Password changed successfully.',
      errorText: (error) => getErrorMessage(error, 'There is an error please try again later.'),
    });
    if (result.status === 'done') reset();
    if (result.status === 'failed' && isWrongPassword(result.error))
      setError('old_password', { message: 'Your current password is not correct.' }, { shouldFocus: true });
  });

  return (
    <>
      <PageHeader title="Change Password" description="Other devices signed in to your account will be signed out." />
      <Box asChild bg="bg.panel" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} maxW="2xl">
        <form onSubmit={onSubmit} noValidate aria-label="Change password">
          <Stack gap="4">
            <PasswordInputs
              inputs={PASSWORDS}
              register={register}
              errors={errors}
              errorOf={(name) => (name === 'new_password2' && isMismatch ? 'Password does not match' : undefined)}
            />
            <Button type="submit" disabled={!canSubmit} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
              Update
            </Button>
          </Stack>
        </form>
      </Box>
    </>
  );
}
