import { Button, Heading, Input, Link as ChakraLink, Separator, Stack, Text } from '@chakra-ui/react';
import { showResult, useOrigin, usePageTitle, useSession } from '@alumni/shared';
import { loginBodySchema, type LoginBody } from '@alumni/shared/contracts';
import { FormField, PasswordField, zodResolver } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { authErrorMessage } from '../auth-errors';
import { AuthFrame } from './auth-frame';
import { GoogleButton } from './google-button';

export function LoginPage() {
  usePageTitle('Login');
  const from = useOrigin();
  const login = useSession((s) => s.login);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login(values, { from });
    } catch (error) {
      await showResult({ status: 'error', title: 'Error', text: authErrorMessage(error) });
    }
  });

  return (
    <AuthFrame bannerTitle="Welcome back!" bannerText="Login to continue">
      <Stack gap="6" maxW="md" mx="auto">
        <Heading as="h1" size="2xl">
          Login
        </Heading>
        <GoogleButton />
        <Separator />
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <FormField label="Email" error={errors.email} required>
              <Input type="email" autoComplete="email" {...register('email')} />
            </FormField>
            <PasswordField label="Password" error={errors.password} required autoComplete="current-password" {...register('password')} />
            <Button type="submit" loading={isSubmitting} loadingText="Logging in..." size="lg" mt="2">
              Login
            </Button>
          </Stack>
        </form>
        <Text textAlign="center" color="fg.muted">
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to="/signup" state={from ? { from } : undefined}>
              Don&apos;t have an account? Sign Up
            </Link>
          </ChakraLink>
        </Text>
      </Stack>
    </AuthFrame>
  );
}
