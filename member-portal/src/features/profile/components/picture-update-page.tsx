import { Box, Button, Image, Input, Stack, Text } from '@chakra-ui/react';
import {
  getErrorMessage,
  PageHeader,
  QueryState,
  resolveMediaUrl,
  useActionDialogs,
  usePageTitle,
  usePreviewUrl,
} from '@alumni/shared';
import { FormField } from '@alumni/shared/forms';
import { IMAGE_MAX_BYTES } from '@alumni/shared/contracts';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FormCard } from '../../../components/form-card';
import { uploadProfilePicture } from '../api/account';
import { useCurrentUser, useSyncUser } from '../api/current-user';
import type { MemberMessageId } from '../../../i18n/catalogs/member';
import { useMemberText } from '../../../i18n/use-member-text';

/** Why a chosen file cannot be a profile picture (the catalog id saying so), or null. */
function pictureProblem(file: File | null): MemberMessageId | null {
  if (!file) return 'picture.chooseFile';
  if (!file.type.startsWith('image/')) return 'picture.notImage';
  if (file.size > IMAGE_MAX_BYTES) return 'picture.tooBig';
  return null;
}

export function PictureUpdatePage() {
  const t = useMemberText();
  usePageTitle(t('picture.title'));
  const query = useCurrentUser();
  const { runAction } = useActionDialogs();
  const syncUser = useSyncUser();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<MemberMessageId | null>(null);
  const preview = usePreviewUrl(file);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? pictureProblem(chosen) : null;
    setError(problem);
    setFile(problem ? null : chosen);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = pictureProblem(file);
    if (problem || !file) {
      setError(problem);
      return;
    }
    void runAction({
      action: () => uploadProfilePicture(file),
      onSuccess: () => syncUser(),
      successText: t('picture.updated'),
      errorTitle: t('common.error'),
      errorText: (e) => getErrorMessage(e, t('common.errorText')),
      redirectTo: '/user/dashboard/profile',
    });
  };

  return (
    <>
      <PageHeader title={t('picture.title')} />
      <QueryState query={query} what={t('profile.what')}>
        {(user) => (
          <FormCard onSubmit={onSubmit} label={t('picture.form')}>
            <Stack gap="5" align={{ base: 'stretch', sm: 'flex-start' }}>
              <Box alignSelf="center">
                <Image
                  src={preview ?? resolveMediaUrl(user.profile_picture)}
                  alt={t(preview ? 'picture.previewAlt' : 'picture.currentAlt')}
                  boxSize={{ base: '40', md: '48' }}
                  objectFit="cover"
                  borderRadius="full"
                  borderWidth="1px"
                  bg="bg.muted"
                />
                <Text textAlign="center" fontSize="sm" color="fg.muted" mt="2">
                  {t(preview ? 'picture.preview' : 'picture.current')}
                </Text>
              </Box>
              <FormField
                label={t('picture.choose')}
                error={error ? t(error) : undefined}
                helperText={t('picture.help')}
                required
              >
                <Input type="file" accept="image/*" onChange={onChange} p="1.5" />
              </FormField>
              <Button type="submit" disabled={!file}>
                {t('common.update')}
              </Button>
            </Stack>
          </FormCard>
        )}
      </QueryState>
    </>
  );
}
