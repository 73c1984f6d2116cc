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

function ProfileUpdateForm_({ user }: { user: User }) {
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
      successText: 'Profile update successfully',
      errorText: (error) => `There is an error: ${getErrorMessage(error, 'Request failed')}`,
      redirectTo: '/user/dashboard/profile',
    }),
  );

  return (
    <FormCard onSubmit={onSubmit} label="Update profile">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First Name" error={errors.first_name} required>
            <Input autoComplete="given-name" {...register('first_name')} />
          </FormField>
          <FormField label="Last Name" error={errors.last_name} required>
            <Input autoComplete="family-name" {...register('last_name')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Phone Number" error={errors.phone_number} helperText="11 digits, e.g. 01712345678" required>
          <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phone_number')} />
        </FormField>
        <FormField label="Bio" error={errors.bio} required>
          <Textarea rows={4} {...register('bio')} />
        </FormField>
        <FormField
          label="Language"
          error={errors.language}
          helperText="Your e-mails and membership certificates are written in this language."
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
          Update
        </Button>
      </Stack>
    </FormCard>
  );
}

export function ProfileUpdatePage() {
  usePageTitle('Update Profile');
  const query = useCurrentUser();
  return (
    <>
      <PageHeader title="Update Profile" description="Your name is printed on your membership certificates." />
      <QueryState query={query} what="Your profile">
        {(user) => <ProfileUpdateForm_ user={user} />}
      </QueryState>
    </>
  );
}
