import { Alert, Button, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '@alumni/shared';
import { passwordResetConfirmSchema, type PasswordResetConfirm } from '@alumni/shared/contracts';
import { PasswordField, zodResolver, SubmitButton } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { AuthFrame, authErrorMessage } from '../../auth';
import { useConfirmPasswordReset } from '../api/password-reset';

function Onward({ to, label }: { to: string; label: string }) {
  return (
    <Text textAlign="center">
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link to={to}>{label}</Link>
      </ChakraLink>
    </Text>
  );
}

/** The page a reset link opens: `?token=...`; a new password, then on to the login page. */
export function ResetPasswordPage() {
  usePageTitle('Set a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetConfirm>({
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { token, new_password1: '', new_password2: '' },
  });

  const onSubmit = handleSubmit((values) => confirm.mutate(values));

  let body;
  if (!token) {
    body = (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>
          This page needs the link from the e-mail we sent you. Ask for a new one if you cannot find it.
        </Alert.Description>
      </Alert.Root>
    );
  } else if (confirm.isSuccess) {
    body = (
      <>
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{confirm.data.message}</Alert.Description>
        </Alert.Root>
        <Button asChild size="lg">
          <Link to="/login">Go to Login</Link>
        </Button>
      </>
    );
  } else {
    body = (
      <form onSubmit={onSubmit} noValidate aria-label="Set a new password">
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
            error={errors.new_password2}
            required
            showLabel="Show Confirm Password"
            {...register('new_password2')}
          />
          {(confirm.isError || errors.token) && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Description>
                {confirm.isError ? authErrorMessage(confirm.error) : errors.token?.message}
              </Alert.Description>
            </Alert.Root>
          )}
          <SubmitButton size="lg" loading={confirm.isPending} loadingText="Saving...">
            Set new password
          </SubmitButton>
        </Stack>
      </form>
    );
  }

  return (
    <AuthFrame bannerTitle="A fresh start" bannerText="Every device signed in to your account will be signed out.">
      <Stack gap="6" maxW="md" mx="auto">
        <Heading as="h1" size="2xl">
          Set a new password
        </Heading>
        {body}
        {!confirm.isSuccess && <Onward to="/forgot-password" label="Ask for a new link" />}
      </Stack>
    </AuthFrame>
  );
}
