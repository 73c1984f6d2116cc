import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { AspectRatio } from '@chakra-ui/react/aspect-ratio';
import { Field } from '@chakra-ui/react/field';
import {
  DEFAULT_COVER_URL,
  DEFAULT_LOGO_URL,
  getErrorMessage,
  MediaImage,
  PageHeader,
  QueryState,
  useActionDialogs,
  usePageTitle,
  usePortalCatalog,
  usePreviewUrl,
} from '@alumni/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { imageFileProblem, useImageChoice } from '../../../components/image-choice';
import { useAssociation } from '../api/get-association';
import { useUploadAssociationImage, type AssociationImageKind } from '../api/upload-association-image';
import { useAssociationId } from './managed-association-route';
import { ADMIN_CATALOGS } from '../../../i18n/catalogs/admin';

const TEXTS = {
  logo: {
    title: 'association.updateLogo',
    label: 'association.logoLabel',
    success: 'association.logoUpdated',
    current: 'association.currentLogo',
    preview: 'association.previewLogo',
    currentOf: 'association.currentLogoOf',
    ratio: 1,
    maxW: 'xs',
    fallback: DEFAULT_LOGO_URL,
  },
  cover: {
    title: 'association.updateCover',
    label: 'association.coverLabel',
    success: 'association.coverUpdated',
    current: 'association.currentCover',
    preview: 'association.previewCover',
    currentOf: 'association.currentCoverOf',
    ratio: 3,
    maxW: '3xl',
    fallback: DEFAULT_COVER_URL,
  },
} as const;

/** Update Logo / Update Cover Photo: the current image or a preview of the chosen file, and Update. */
export function AssociationImagePage({ kind }: { kind: AssociationImageKind }) {
  const text = TEXTS[kind];
  const t = usePortalCatalog(ADMIN_CATALOGS);
  usePageTitle(t(text.title));
  const id = useAssociationId();
  const query = useAssociation(id);
  const upload = useUploadAssociationImage(id, kind);
  const { runAction } = useActionDialogs();
  const [file, setFile] = useState<File>();
  const { problem, setProblem, onChoose } = useImageChoice(setFile);
  const preview = usePreviewUrl(file);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const reason = imageFileProblem(file, t);
    if (reason || !file) return setProblem(reason);
    void runAction({
      action: () => upload.mutateAsync(file),
      successText: t(text.success),
      errorTitle: t('common.error'),
      errorText: (e) => getErrorMessage(e, t('common.errorText')),
      redirectTo: associationPath(id),
    });
  };

  return (
    <QueryState query={query} what={t('association.what')}>
      {(association) => {
        const current = association[kind];
        return (
          <Box maxW="3xl">
            <PageHeader title={t(text.title)} description={association.name} />
            <Stack asChild gap="5" bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
              <form onSubmit={onSubmit} noValidate>
                <Box w="full" maxW={text.maxW}>
                  <Text fontSize="sm" color="fg.muted" mb="2">
                    {preview ? t('association.preview') : t(text.current)}
                  </Text>
                  <AspectRatio ratio={text.ratio} rounded="lg" overflow="hidden" borderWidth="1px" bg="bg.muted">
                    {preview ? (
                      <img src={preview} alt={t(text.preview)} style={{ objectFit: 'cover' }} />
                    ) : (
                      <MediaImage
                        path={current}
                        fallback={text.fallback}
                        alt={t(text.currentOf, { name: association.name })}
                        objectFit="cover"
                      />
                    )}
                  </AspectRatio>
                </Box>
                <Field.Root invalid={Boolean(problem)} required>
                  <Field.Label>
                    {t(text.label)}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input type="file" accept="image/*" onChange={onChoose} p="1.5" />
                  {problem ? (
                    <Field.ErrorText>{problem}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>{t('image.hint')}</Field.HelperText>
                  )}
                </Field.Root>
                <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                  <Button type="submit">{t('common.update')}</Button>
                  <Button asChild variant="outline">
                    <Link to={associationPath(id)}>{t('common.cancel')}</Link>
                  </Button>
                </Stack>
              </form>
            </Stack>
          </Box>
        );
      }}
    </QueryState>
  );
}
