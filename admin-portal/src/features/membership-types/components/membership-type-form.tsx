import { Box, Input, InputGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import { Textarea } from '@chakra-ui/react/textarea';
import { membershipTypeBodySchema, type MembershipType, type MembershipTypeBody } from '@alumni/shared/contracts';
import { TAKA_SIGN } from '@alumni/shared/format';
import { usePortalCatalog } from '@alumni/shared';
import { FormField, zodResolver } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form-actions';
import { ADMIN_CATALOGS } from '../../../i18n/catalogs/admin';

export type MembershipTypeFormProps = {
  initial?: MembershipType;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (body: MembershipTypeBody) => void;
};

/** Name, short name, description, duration in months (a whole number; 1200 = lifetime) and fee. */
export function MembershipTypeForm({ initial, submitLabel, cancelTo, onSubmit }: MembershipTypeFormProps) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(membershipTypeBodySchema),
    defaultValues: {
      name: initial?.name ?? '',
      short_name: initial?.short_name ?? '',
      description: initial?.description ?? '',
      duration_month: initial?.duration_month ?? '',
      fee: initial?.fee ?? '',
    },
  });

  return (
    <Box asChild bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
      <form onSubmit={handleSubmit((values) => onSubmit(values))} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('common.name')} error={errors.name} required>
              <Input placeholder={t('types.namePlaceholder')} {...register('name')} />
            </FormField>
            <FormField
              label={t('types.shortName')}
              error={errors.short_name}
              required
              helperText={t('types.shortHint')}
            >
              <Input placeholder={t('types.shortPlaceholder')} {...register('short_name')} />
            </FormField>
            <FormField
              label={t('types.durationMonths')}
              error={errors.duration_month?.message}
              required
              helperText={t('types.durationHint')}
            >
              <Input type="number" inputMode="numeric" min={1} step={1} {...register('duration_month')} />
            </FormField>
            <FormField label={t('common.fee')} error={errors.fee?.message} required>
              <InputGroup startElement={TAKA_SIGN}>
                <Input type="number" inputMode="decimal" min={0} step="0.01" {...register('fee')} />
              </InputGroup>
            </FormField>
          </SimpleGrid>
          <FormField label={t('common.description')} error={errors.description} required>
            <Textarea rows={5} {...register('description')} />
          </FormField>
          <FormActions submitLabel={submitLabel} cancelTo={cancelTo} />
        </Stack>
      </form>
    </Box>
  );
}
