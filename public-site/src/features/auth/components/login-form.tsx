import { Input } from '@chakra-ui/react';
import { showResult, useSession } from '@alumni/shared';
import type { LoginBody } from '@alumni/shared/contracts';
import { FormField, lazyZodResolver, PasswordField, SubmitButton, useNativeForm } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { usePublicAuthTexts } from '../../../i18n/use-public-auth-texts';
import { authErrorMessage } from '../auth-errors';
import { AuthForm } from './auth-form';

// zod and the schema load on the first submit: the form is the page's first screen.
const loginResolver = lazyZodResolver<LoginBody>(() =>
  import('@alumni/shared/contracts').then((m) => m.loginBodySchema),
);

/** Email and password; a failed login shows the server's reason in the error dialog. */
export function LoginForm({ from }: { from?: string }) {
  const t = usePublicAuthTexts();
  const login = useSession((s) => s.login);
  const { register, handleSubmit, setValue, formState } = useForm<LoginBody>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });
  // Posted natively to /login until the script has come; the server's answer shows here (echo).
  const { echo, field, errorOf } = useNativeForm('login', { register, setValue, formState });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login(values, { from });
    } catch (error) {
      await showResult({ status: 'error', title: t('common.error'), text: authErrorMessage(error, t) });
    }
  });

  return (
    <AuthForm
      name="login"
      from={from}
      onSubmit={onSubmit}
      echoError={formState.submitCount === 0 ? echo?.error : undefined}
    >
      <FormField label={t('common.email')} error={errorOf('email')} required>
        <Input type="email" autoComplete="email" {...field('email')} />
      </FormField>
      <PasswordField
        label={t('common.password')}
        error={errorOf('password')}
        required
        autoComplete="current-password"
        {...field('password')}
      />
      <SubmitButton loading={formState.isSubmitting} loadingText={t('login.submitting')} size="lg" mt="2">
        {t('login.submit')}
      </SubmitButton>
    </AuthForm>
  );
}
