import { Heading, Input, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  getErrorMessage,
  LANDING_AFTER_SIGN_UP,
  navigateTo,
  ProfileSetupError,
  showResult,
  useOrigin,
  usePageTitle,
  useSession,
} from '@alumni/shared';
import { signUpFormSchema, type SignUpForm } from '@alumni/shared/contracts';
import { FormField, PasswordField, zodResolver, SubmitButton } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { authErrorMessage, serverFieldErrors } from '../auth-errors';
import { AuthFrame } from './auth-frame';

const FIELDS = ['first_name', 'last_name', 'phone_number', 'email', 'password1', 'password2'] as const;

export function SignUpPage() {
  usePageTitle('Sign Up');
  const from = useOrigin();
  const registerAccount = useSession((s) => s.register);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpForm>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { first_name: '', last_name: '', phone_number: '', email: '', password1: '', password2: '' },
  });
  const destination = from ?? LANDING_AFTER_SIGN_UP;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerAccount(values);
    } catch (error) {
      if (error instanceof ProfileSetupError) {
        // The account exists and is signed in; only the name/phone save failed.
        await showResult({ status: 'error', title: 'Error', text: getErrorMessage(error.cause, 'There is an error.') });
        navigateTo(destination);
        return;
      }
      for (const [field, message] of Object.entries(serverFieldErrors(error, FIELDS))) {
        setError(field as (typeof FIELDS)[number], { type: 'server', message });
      }
      await showResult({ status: 'error', title: 'Error', text: authErrorMessage(error) });
      return;
    }
    await showResult({ title: 'Welcome!', text: 'Account registered successfully' });
    navigateTo(destination);
  });

  return (
    <AuthFrame
      bannerTitle="Join your alumni network"
      bannerText="Create an account to join associations, hold memberships and stay in touch."
    >
      <Stack gap="6" maxW="lg" mx="auto">
        <Heading as="h1" size="2xl">
          Create new account
        </Heading>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField
                label="First Name"
                helperText="Used as the name on your certificate"
                error={errors.first_name}
                required
              >
                <Input autoComplete="given-name" {...register('first_name')} />
              </FormField>
              <FormField
                label="Last Name"
                helperText="Used as the name on your certificate"
                error={errors.last_name}
                required
              >
                <Input autoComplete="family-name" {...register('last_name')} />
              </FormField>
            </SimpleGrid>
            <FormField label="Phone Number" error={errors.phone_number} required>
              <Input
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                placeholder="01XXXXXXXXX"
                {...register('phone_number')}
              />
            </FormField>
            <FormField label="Email" error={errors.email} required>
              <Input type="email" autoComplete="email" {...register('email')} />
            </FormField>
            <PasswordField
              label="Password"
              error={errors.password1}
              required
              autoComplete="new-password"
              {...register('password1')}
            />
            <PasswordField
              label="Confirm Password"
              error={errors.password2}
              required
              autoComplete="new-password"
              {...register('password2')}
            />
            <SubmitButton loading={isSubmitting} loadingText="Signing up..." size="lg" mt="2">
              SIGN UP
            </SubmitButton>
          </Stack>
        </form>
        <Text textAlign="center" color="fg.muted">
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to="/login" state={from ? { from } : undefined}>
              Already have an account?
            </Link>
          </ChakraLink>
        </Text>
      </Stack>
    </AuthFrame>
  );
}
