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

/** Why a chosen file cannot be a profile picture, or null. */
function pictureProblem(file: File | null): string | null {
  if (!file) return 'Choose an image file to upload.';
  if (!file.type.startsWith('image/')) return 'The file must be an image (JPEG, PNG, WebP or GIF).';
  if (file.size > IMAGE_MAX_BYTES) return 'The image must be 5 MB or smaller.';
  return null;
}

export function PictureUpdatePage() {
  usePageTitle('Update Profile Picture');
  const query = useCurrentUser();
  const { runAction } = useActionDialogs();
  const syncUser = useSyncUser();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
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
      successText: 'Profile picture updated successfully',
      errorTitle: 'Error',
      errorText: (e) => getErrorMessage(e, 'There is an error.'),
      redirectTo: '/user/dashboard/profile',
    });
  };

  return (
    <>
      <PageHeader title="Update Profile Picture" />
      <QueryState query={query} what="Your profile">
        {(user) => (
          <FormCard onSubmit={onSubmit} label="Update profile picture">
            <Stack gap="5" align={{ base: 'stretch', sm: 'flex-start' }}>
              <Box alignSelf="center">
                <Image
                  src={preview ?? resolveMediaUrl(user.profile_picture)}
                  alt={preview ? 'Preview of the chosen picture' : 'Your current profile picture'}
                  boxSize={{ base: '40', md: '48' }}
                  objectFit="cover"
                  borderRadius="full"
                  borderWidth="1px"
                  bg="bg.muted"
                />
                <Text textAlign="center" fontSize="sm" color="fg.muted" mt="2">
                  {preview ? 'Preview' : 'Current picture'}
                </Text>
              </Box>
              <FormField
                label="Choose a picture"
                error={error ?? undefined}
                helperText="JPEG, PNG, WebP or GIF, up to 5 MB"
                required
              >
                <Input type="file" accept="image/*" onChange={onChange} p="1.5" />
              </FormField>
              <Button type="submit" disabled={!file}>
                Update
              </Button>
            </Stack>
          </FormCard>
        )}
      </QueryState>
    </>
  );
}
