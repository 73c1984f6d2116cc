import { Box, Button, Card, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Textarea } from '@chakra-ui/react/textarea';
import { api, FactList, getErrorMessage, PageHeader, useActionDialogs, usePageTitle, useSession } from '@alumni/shared';
import { UserAvatar } from '@alumni/shared/avatar';
import { userPaths, profileUpdateFormSchema, type ProfileUpdateForm, type User } from '@alumni/shared/contracts';
import { FormField, zodResolver } from '@alumni/shared/forms';
import { useMutation } from '@tanstack/react-query';
import { KeyRound, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSuperadminText } from '../../../i18n/use-superadmin-text';

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const t = useSuperadminText();
  const { runAction } = useActionDialogs();
  const save = useMutation({
    mutationFn: async (body: ProfileUpdateForm) => (await api.patch(userPaths.me(), body)).data,
    onSuccess: (updated) => useSession.getState().setUser(updated),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileUpdateForm>({
    resolver: zodResolver(profileUpdateFormSchema),
    defaultValues: {
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      phone_number: user.phone_number ?? '',
      bio: user.bio ?? '',
    },
  });

  const onSubmit = handleSubmit((values) =>
    runAction({
      action: () => save.mutateAsync(values),
      successText: t('profile.done'),
      errorText: (e) => t('common.errorWith', { message: getErrorMessage(e, t('common.requestFailed')) }),
      onSuccess: onDone,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.form')}>
      <Stack gap="4">
        <HStack gap="4" align="flex-start" flexDirection={{ base: 'column', sm: 'row' }}>
          <FormField label={t('profile.firstName')} error={errors.first_name} required>
            <Input autoComplete="given-name" {...register('first_name')} />
          </FormField>
          <FormField label={t('profile.lastName')} error={errors.last_name} required>
            <Input autoComplete="family-name" {...register('last_name')} />
          </FormField>
        </HStack>
        <FormField label={t('profile.phone')} error={errors.phone_number} required>
          <Input type="tel" autoComplete="tel" placeholder="01XXXXXXXXX" {...register('phone_number')} />
        </FormField>
        <FormField label={t('profile.bio')} error={errors.bio} required>
          <Textarea rows={4} {...register('bio')} />
        </FormField>
        <HStack gap="3">
          <Button type="submit">{t('common.update')}</Button>
          <Button variant="outline" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** The super admin's own profile, edited inline (name, phone, bio). */
export function ProfilePage() {
  const t = useSuperadminText();
  usePageTitle(t('profile.title'));
  const user = useSession((s) => s.user);
  const [isEditing, setEditing] = useState(false);
  if (!user) return null;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || t('profile.superAdmin');

  return (
    <Box maxW="3xl">
      <PageHeader
        title={t('profile.title')}
        actions={
          !isEditing && (
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil /> {t('profile.update')}
              </Button>
              <Button variant="outline" asChild>
                <Link to="../profile/update-password">
                  <KeyRound /> {t('profile.changePassword')}
                </Link>
              </Button>
            </HStack>
          )
        }
      />
      <Card.Root variant="outline">
        <Card.Body gap="6">
          <HStack gap="4">
            <UserAvatar user={user} size="2xl" />
            <Box minW="0">
              <Text fontSize="xl" fontWeight="semibold">
                {name}
              </Text>
              <Text color="fg.muted" wordBreak="break-all">
                {user.email}
              </Text>
            </Box>
          </HStack>
          {isEditing ? (
            <ProfileForm user={user} onDone={() => setEditing(false)} />
          ) : (
            <FactList
              facts={[
                [t('profile.phoneFact'), user.phone_number],
                [
                  t('profile.bioFact'),
                  <Text key="bio" whiteSpace="pre-line">
                    {user.bio}
                  </Text>,
                ],
                [t('profile.role'), t('profile.superAdmin')],
              ]}
            />
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
