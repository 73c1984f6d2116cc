import { Input, SimpleGrid } from '@chakra-ui/react';
import {
  getErrorMessage,
  LANDING_AFTER_SIGN_UP,
  navigateTo,
  ProfileSetupError,
  showResult,
  useOrigin,
  useSession,
} from '@alumni/shared';
import { signUpFormSchema, type SignUpForm } from '@alumni/shared/contracts';
import {
  FormField,
  PasswordInputs,
  zodResolver,
  SubmitButton,
  useNativeForm,
  type PasswordInput,
} from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { usePublicAuthTexts } from '../../../i18n/use-public-auth-texts';
import { authErrorMessage, serverFieldErrors } from '../auth-errors';
import { AuthForm } from './auth-form';
import { AuthFrame } from './auth-frame';
import { AuthLink } from './auth-link';
import { usePublicPageTitle } from '../../../i18n/page-titles';

const FIELDS = ['first_name', 'last_name', 'phone_number', 'email', 'password1', 'password2'] as const;

export function SignUpPage() {
  const t = usePublicAuthTexts();
  usePublicPageTitle('signup');
  const passwords: PasswordInput<SignUpForm>[] = [
    { name: 'password1', label: t('common.password'), autoComplete: 'new-password' },
    { name: 'password2', label: t('common.confirmPassword'), autoComplete: 'new-password' },
  ];
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
        await showResult({
          status: 'error',
          title: t('common.error'),
          text: getErrorMessage(error.cause, t('common.thrownError')),
        });
        navigateTo(destination);
        return;
      }
      for (const [field, message] of Object.entries(serverFieldErrors(error, FIELDS))) {
        setError(field as (typeof FIELDS)[number], { type: 'server', message });
      }
      await showResult({ status: 'error', title: t('common.error'), text: authErrorMessage(error, t) });
      return;
    }
    await showResult({ title: t('signUp.welcome'), text: t('signUp.registered') });
    navigateTo(destination);
  });

  return (
    <AuthFrame
      title={t('signUp.title')}
      bannerTitle={t('signUp.bannerTitle')}
      bannerText={t('signUp.bannerText')}
      width="lg"
    >
      <AuthForm
        name="signUp"
        from={from}
        onSubmit={onSubmit}
        echoError={formState.submitCount === 0 ? echo?.error : undefined}
      >
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            label={t('signUp.firstName')}
            helperText={t('signUp.nameHelp')}
            error={errorOf('first_name')}
            required
          >
            <Input autoComplete="given-name" {...field('first_name')} />
          </FormField>
          <FormField
            label={t('signUp.lastName')}
            helperText={t('signUp.nameHelp')}
            error={errorOf('last_name')}
            required
          >
            <Input autoComplete="family-name" {...field('last_name')} />
          </FormField>
        </SimpleGrid>
        <FormField label={t('signUp.phone')} error={errorOf('phone_number')} required>
          <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="01XXXXXXXXX" {...field('phone_number')} />
        </FormField>
        <FormField label={t('common.email')} error={errorOf('email')} required>
          <Input type="email" autoComplete="email" {...field('email')} />
        </FormField>
        <PasswordInputs
          inputs={passwords}
          register={field}
          errors={errors}
          errorOf={(name) => {
            const error = errorOf(name);
            return typeof error === 'string' ? error : undefined;
          }}
        />
        <SubmitButton loading={isSubmitting} loadingText={t('signUp.submitting')} size="lg" mt="2">
          {t('signUp.submit')}
        </SubmitButton>
      </AuthForm>
      <AuthLink to="/login" from={from} isMuted>
        {t('signUp.haveAccount')}
      </AuthLink>
    </AuthFrame>
  );
}
