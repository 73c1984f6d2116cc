import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Textarea } from '@chakra-ui/react/textarea';
import { getErrorMessage, PageHeader, QueryState, useActionDialogs, usePageTitle } from '@alumni/shared';
import { memberProfileFormSchema, type MemberProfileForm, type User } from '@alumni/shared/contracts';
import { LANGUAGE_NAMES, LANGUAGES } from '@alumni/shared/i18n';
import { FormField, zodResolver } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { FormCard } from '../../../components/form-card';
import { updateProfile } from '../api/account';
import { useCurrentUser, useSyncUser } from '../api/current-user';
import { useMemberText } from '../../../i18n/use-member-text';

function ProfileUpdateForm_({ user }: { user: User }) {
  const t = useMemberText();
  const { runAction } = useActionDialogs();
  const syncUser = useSyncUser();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MemberProfileForm>({
    resolver: zodResolver(memberProfileFormSchema),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone_number: user.phone_number,
      bio: user.bio,
      language: user.language,
    },
  });

  const onSubmit = handleSubmit((values) =>
    runAction({
      action: () => updateProfile(values),
      onSuccess: (updated) => syncUser(updated),
      successText: t('profileUpdate.done'),
      errorText: (error) => t('common.errorWith', { message: getErrorMessage(error, t('common.requestFailed')) }),
      redirectTo: '/user/dashboard/profile',
    }),
  );

  return (
    <FormCard onSubmit={onSubmit} label={t('profileUpdate.form')}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('profileUpdate.firstName')} error={errors.first_name} required>
            <Input autoComplete="given-name" {...register('first_name')} />
          </FormField>
          <FormField label={t('profileUpdate.lastName')} error={errors.last_name} required>
            <Input autoComplete="family-name" {...register('last_name')} />
          </FormField>
        </SimpleGrid>
        <FormField
          label={t('profileUpdate.phone')}
          error={errors.phone_number}
          helperText={t('profileUpdate.phoneHelp')}
          required
        >
          <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phone_number')} />
        </FormField>
        <FormField label={t('profileUpdate.bio')} error={errors.bio} required>
          <Textarea rows={4} {...register('bio')} />
        </FormField>
        <FormField
          label={t('profileUpdate.language')}
          error={errors.language}
          helperText={t('profileUpdate.languageHelp')}
        >
          <NativeSelect.Root>
            <NativeSelect.Field {...register('language')}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Button type="submit" loading={isSubmitting} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          {t('common.update')}
        </Button>
      </Stack>
    </FormCard>
  );
}

export function ProfileUpdatePage() {
  const t = useMemberText();
  usePageTitle(t('profileUpdate.title'));
  const query = useCurrentUser();
  return (
    <>
      <PageHeader title={t('profileUpdate.title')} description={t('profileUpdate.description')} />
      <QueryState query={query} what={t('profile.what')}>
        {(user) => <ProfileUpdateForm_ user={user} />}
      </QueryState>
    </>
  );
}
