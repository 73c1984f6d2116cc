import { Box, Input, Text } from '@chakra-ui/react';
import { AspectRatio } from '@chakra-ui/react/aspect-ratio';
import { DEFAULT_COVER_URL, MediaImage, usePreviewUrl } from '@alumni/shared';
import { FormField } from '@alumni/shared/forms';
import { useImageChoice } from '../../../components/image-choice';

export type CoverFieldProps = {
  /** The event's cover now (a media path), if it has one. */
  current: string | null | undefined;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
};

/** The cover photo as the association's cover is chosen: the current one or a preview, a file input, its checks. */
export function CoverField({ current, file, onChange }: CoverFieldProps) {
  const { problem, onChoose } = useImageChoice(onChange);
  const preview = usePreviewUrl(file);

  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {preview ? 'Preview of the chosen cover' : current ? 'Current cover' : 'No cover yet'}
      </Text>
      <AspectRatio ratio={3} rounded="lg" overflow="hidden" borderWidth="1px" bg="bg.muted" maxW="xl" mb="3">
        {preview ? (
          <img src={preview} alt="Preview of the new cover" style={{ objectFit: 'cover' }} />
        ) : (
          <MediaImage path={current} fallback={DEFAULT_COVER_URL} alt="Current cover" objectFit="cover" />
        )}
      </AspectRatio>
      <FormField
        label="Cover image"
        error={problem ?? undefined}
        helperText="JPEG, PNG, WebP or GIF, up to 5 MB. Optional."
      >
        <Input type="file" accept="image/*" onChange={onChoose} p="1.5" />
      </FormField>
    </Box>
  );
}
