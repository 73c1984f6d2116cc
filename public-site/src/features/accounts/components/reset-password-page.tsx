import { Alert, Button, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '@alumni/shared';
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

const PASSWORDS: PasswordInput<PasswordResetConfirm>[] = [
  { name: 'new_password1', label: 'New Password', autoComplete: 'new-password' },
  {
    name: 'new_password2',
    label: 'Confirm Password',
    autoComplete: 'new-password',
    showLabel: 'Show Confirm Password',
  },
];

/** The page a reset link opens: `?token=...`; a new password, then on to the login page. */
export function ResetPasswordPage() {
  usePageTitle('Set a new password');
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
    ? authErrorMessage(confirm.error)
    : (errors.token?.message ?? (formState.submitCount === 0 ? (echo?.error ?? echo?.errors.token) : undefined));
  const shownError = (name: keyof PasswordResetConfirm) => {
    const error = errorOf(name);
    return typeof error === 'string' ? error : undefined;
  };

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
  } else if (saved !== undefined) {
    body = (
      <>
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{saved}</Alert.Description>
        </Alert.Root>
        <Button asChild size="lg">
          <Link to="/login">Go to Login</Link>
        </Button>
      </>
    );
  } else {
    body = (
      <form
        {...nativeFormProps('resetPassword', `?${new URLSearchParams({ token }).toString()}`)}
        onSubmit={onSubmit}
        noValidate
        aria-label="Set a new password"
      >
        <input type="hidden" name="token" value={token} />
        <Stack gap="4">
          <PasswordInputs inputs={PASSWORDS} register={field} errors={errors} errorOf={shownError} />
          {failure && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Description>{failure}</Alert.Description>
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
        {saved === undefined && <Onward to="/forgot-password" label="Ask for a new link" />}
      </Stack>
    </AuthFrame>
  );
}
