import { Alert, Heading, Input, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
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
import {
  FormField,
  nativeFormProps,
  PasswordInputs,
  zodResolver,
  SubmitButton,
  useNativeForm,
  type PasswordInput,
} from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { authErrorMessage, serverFieldErrors } from '../auth-errors';
import { AuthFrame } from './auth-frame';

const FIELDS = ['first_name', 'last_name', 'phone_number', 'email', 'password1', 'password2'] as const;

const PASSWORDS: PasswordInput<SignUpForm>[] = [
  { name: 'password1', label: 'Password', autoComplete: 'new-password' },
  { name: 'password2', label: 'Confirm Password', autoComplete: 'new-password' },
];

export function SignUpPage() {
  usePageTitle('Sign Up');
  const from = useOrigin();
  const registerAccount = useSession((s) => s.register);
  const { register, handleSubmit, setError, setValue, formState } = useForm<SignUpForm>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { first_name: '', last_name: '', phone_number: '', email: '', password1: '', password2: '' },
  });
  const { errors, isSubmitting } = formState;
  // Posted natively to /signup until the script has come; the server's answer shows here (echo).
  const { echo, field, errorOf } = useNativeForm('signUp', { register, setValue, formState });
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
        <form
          {...nativeFormProps('signUp', from ? `?${new URLSearchParams({ from }).toString()}` : '')}
          onSubmit={onSubmit}
          noValidate
        >
          <Stack gap="4">
            {echo?.error && formState.submitCount === 0 && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Description>{echo.error}</Alert.Description>
              </Alert.Root>
            )}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField
                label="First Name"
                helperText="Used as the name on your certificate"
                error={errorOf('first_name')}
                required
              >
                <Input autoComplete="given-name" {...field('first_name')} />
              </FormField>
              <FormField
                label="Last Name"
                helperText="Used as the name on your certificate"
                error={errorOf('last_name')}
                required
              >
                <Input autoComplete="family-name" {...field('last_name')} />
              </FormField>
            </SimpleGrid>
            <FormField label="Phone Number" error={errorOf('phone_number')} required>
              <Input
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                placeholder="01XXXXXXXXX"
                {...field('phone_number')}
              />
            </FormField>
            <FormField label="Email" error={errorOf('email')} required>
              <Input type="email" autoComplete="email" {...field('email')} />
            </FormField>
            <PasswordInputs
              inputs={PASSWORDS}
              register={field}
              errors={errors}
              errorOf={(name) => {
                const error = errorOf(name);
                return typeof error === 'string' ? error : undefined;
              }}
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
