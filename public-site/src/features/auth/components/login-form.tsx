import { Input, Stack } from '@chakra-ui/react';
import { showResult, useSession } from '@alumni/shared';
import type { LoginBody } from '@alumni/shared/contracts';
import { FormField, lazyZodResolver, PasswordField, SubmitButton } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { authErrorMessage } from '../auth-errors';

// zod and the schema load on the first submit: the form is the page's first screen.
const loginResolver = lazyZodResolver<LoginBody>(() =>
  import('@alumni/shared/contracts').then((m) => m.loginBodySchema),
);

/** Email and password; a failed login shows the server's reason in the error dialog. */
export function LoginForm({ from }: { from?: string }) {
  const login = useSession((s) => s.login);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver: loginResolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login(values, { from });
    } catch (error) {
      await showResult({ status: 'error', title: 'Error', text: authErrorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <FormField label="Email" error={errors.email} required>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <PasswordField
          label="Password"
          error={errors.password}
          required
          autoComplete="current-password"
          {...register('password')}
        />
        <SubmitButton loading={isSubmitting} loadingText="Logging in..." size="lg" mt="2">
          Login
        </SubmitButton>
      </Stack>
    </form>
  );
}
