import { Box, Input, Text } from '@chakra-ui/react';
import { AspectRatio } from '@chakra-ui/react/aspect-ratio';
import { DEFAULT_COVER_URL, MediaImage, usePortalCatalog, usePreviewUrl } from '@alumni/shared';
import { FormField } from '@alumni/shared/forms';
import { useImageChoice } from '../../../components/image-choice';
import { ADMIN_EVENTS_CATALOGS } from '../../../i18n/catalogs/admin-events';

export type CoverFieldProps = {
  /** The event's cover now (a media path), if it has one. */
  current: string | null | undefined;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
};

/** The cover photo as the association's cover is chosen: the current one or a preview, a file input, its checks. */
export function CoverField({ current, file, onChange }: CoverFieldProps) {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  const { problem, onChoose } = useImageChoice(onChange);
  const preview = usePreviewUrl(file);

  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t(preview ? 'events.cover.preview' : current ? 'events.cover.current' : 'events.cover.none')}
      </Text>
      <AspectRatio ratio={3} rounded="lg" overflow="hidden" borderWidth="1px" bg="bg.muted" maxW="xl" mb="3">
        {preview ? (
          <img src={preview} alt={t('events.cover.previewAlt')} style={{ objectFit: 'cover' }} />
        ) : (
          <MediaImage path={current} fallback={DEFAULT_COVER_URL} alt={t('events.cover.current')} objectFit="cover" />
        )}
      </AspectRatio>
      <FormField label={t('events.cover.label')} error={problem ?? undefined} helperText={t('events.cover.help')}>
        <Input type="file" accept="image/*" onChange={onChoose} p="1.5" />
      </FormField>
    </Box>
  );
}
