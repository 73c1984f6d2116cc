import { Box, Button, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Textarea } from '@chakra-ui/react/textarea';
import { PageHeader, QueryState, useActionDialogs, usePageTitle, usePortalCatalog } from '@alumni/shared';
import { associationUpdateSchema, type Association } from '@alumni/shared/contracts';
import { FormField, zodResolver } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { useAssociation } from '../api/get-association';
import { useUpdateAssociation } from '../api/update-association';
import { useAssociationId } from './managed-association-route';
import { ADMIN_CATALOGS } from '../../../i18n/catalogs/admin';

const formValuesOf = (a: Association) => ({
  name: a.name,
  tagline: a.tagline,
  about: a.about,
  address: a.address,
  website: a.website ?? '',
  established_year: a.established_year ?? '',
  society_prefix: a.society_prefix,
  phone: a.phone,
  email: a.email,
  links: { facebook: a.links.facebook ?? '', linkedin: a.links.linkedin ?? '', twitter: a.links.twitter ?? '' },
});

function AssociationUpdateForm({ association }: { association: Association }) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const { runAction } = useActionDialogs();
  const update = useUpdateAssociation(association.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(associationUpdateSchema), defaultValues: formValuesOf(association) });

  const onSubmit = handleSubmit((values) =>
    runAction({
      action: () => update.mutateAsync(values),
      successText: t('association.updated'),
      redirectTo: associationPath(association.id),
    }),
  );

  return (
    <Box asChild bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField label={t('common.name')} error={errors.name} required>
            <Input {...register('name')} />
          </FormField>
          <FormField label={t('association.tagline')} error={errors.tagline} required>
            <Input {...register('tagline')} />
          </FormField>
          <FormField
            label={t('association.about')}
            error={errors.about}
            required
            helperText={t('association.aboutHint')}
          >
            <Textarea rows={7} {...register('about')} />
          </FormField>
          <FormField label={t('association.address')} error={errors.address} required>
            <Input {...register('address')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('association.website')} error={errors.website} required>
              <Input type="url" placeholder="https://" {...register('website')} />
            </FormField>
            <FormField label={t('association.establishedYear')} error={errors.established_year?.message} required>
              <Input type="number" inputMode="numeric" {...register('established_year')} />
            </FormField>
            <FormField
              label={t('association.societyPrefix')}
              error={errors.society_prefix}
              required
              helperText={t('association.prefixHint')}
            >
              <Input {...register('society_prefix')} />
            </FormField>
            <FormField label={t('common.phone')} error={errors.phone}>
              <Input type="tel" autoComplete="tel" {...register('phone')} />
            </FormField>
            <FormField label={t('common.email')} error={errors.email}>
              <Input type="email" autoComplete="email" {...register('email')} />
            </FormField>
          </SimpleGrid>
          <Heading as="h2" size="md" pt="2">
            {t('association.socialLinks')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label={t('association.facebook')} error={errors.links?.facebook}>
              <Input type="url" placeholder="https://facebook.com/..." {...register('links.facebook')} />
            </FormField>
            <FormField label={t('association.linkedin')} error={errors.links?.linkedin}>
              <Input type="url" placeholder="https://linkedin.com/..." {...register('links.linkedin')} />
            </FormField>
            <FormField label={t('association.twitter')} error={errors.links?.twitter}>
              <Input type="url" placeholder="https://x.com/..." {...register('links.twitter')} />
            </FormField>
          </SimpleGrid>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
            <Button type="submit">{t('common.update')}</Button>
            <Button asChild variant="outline">
              <Link to={associationPath(association.id)}>{t('common.cancel')}</Link>
            </Button>
          </Stack>
        </Stack>
      </form>
    </Box>
  );
}

/** Update the association's profile (the seven required fields, phone, email and links). */
export function AssociationUpdatePage() {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  usePageTitle(t('association.updateTitle'));
  const id = useAssociationId();
  const query = useAssociation(id);
  return (
    <Box maxW="4xl">
      <PageHeader title={t('association.updateTitle')} description={query.data?.name} />
      <QueryState query={query} what={t('association.what')}>
        {(data) => <AssociationUpdateForm association={data} />}
      </QueryState>
    </Box>
  );
}
