import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { membershipRequestBodySchema, offlineClaimSchema, PROOF_MAX_BYTES } from '@alumni/shared/contracts';
import { emptyOfflineClaim, FormField, OfflineClaimFields, SelectInput, zodResolver } from '@alumni/shared/forms';
import { usePortalCatalog } from '@alumni/shared';
import { useState, type ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PUBLIC_PAGES_CATALOGS, type PublicPagesText } from '../../../i18n/catalogs/public-pages';

export const applicationFormSchema = membershipRequestBodySchema
  .pick({
    institute: true,
    batch: true,
    roll_number: true,
    offline: true,
  })
  // What the member paid offline says of it (matched against the association's statements); all optional.
  .extend({ claim: offlineClaimSchema.optional() });

export type ApplicationFormInput = z.input<typeof applicationFormSchema>;
export type ApplicationFormValues = z.output<typeof applicationFormSchema> & { proof: File | null };

/** Client-side check of the optional proof: a PDF of at most 5 MB (the API checks it again). */
function proofProblem(file: File | null, t: PublicPagesText): string | undefined {
  if (!file) return undefined;
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return t('memberships.form.proofPdf');
  if (file.size > PROOF_MAX_BYTES) return t('memberships.form.proofSize');
  return undefined;
}

export type ApplicationFormProps = {
  /** The one school option (spec section 5: a select with one school). */
  school: string;
  onSubmit: (values: ApplicationFormValues) => Promise<unknown>;
};

export function ApplicationForm({ school, onSubmit }: ApplicationFormProps) {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationFormInput, unknown, z.output<typeof applicationFormSchema>>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: {
      institute: '',
      batch: '',
      roll_number: '',
      offline: false,
      claim: emptyOfflineClaim(),
    },
    shouldUnregister: true,
  });
  const isOffline = watch('offline');

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = proofProblem(file, t);
    setProofError(problem);
    setProof(problem ? null : file);
    if (problem) event.target.value = '';
  };

  const submit = handleSubmit(async (values) => {
    if (proofError) return;
    await onSubmit({ ...values, proof });
  });

  return (
    <Box asChild bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '5', md: '8' }}>
      <form onSubmit={submit} noValidate aria-label={t('memberships.form.label')}>
        <Stack gap="5">
          <Text as="h2" fontSize="xl" fontWeight="bold">
            {t('memberships.form.title')}
          </Text>
          <FormField label={t('memberships.form.institute')} error={errors.institute} required>
            <SelectInput
              placeholder={t('memberships.form.institutePlaceholder')}
              options={[school]}
              {...register('institute')}
            />
          </FormField>
          <FormField label={t('memberships.form.batch')} error={errors.batch} required>
            <Input inputMode="numeric" placeholder={t('memberships.form.batchPlaceholder')} {...register('batch')} />
          </FormField>
          <FormField label={t('memberships.form.roll')} error={errors.roll_number} required>
            <Input {...register('roll_number')} />
          </FormField>
          <FormField
            label={t('memberships.form.proof')}
            error={proofError}
            helperText={t('memberships.form.proofHelp')}
          >
            <Input
              type="file"
              accept="application/pdf"
              onChange={onFile}
              p="1.5"
              h="auto"
              css={{
                '&::file-selector-button': {
                  border: 'none',
                  bg: 'bg.muted',
                  color: 'fg',
                  px: '3',
                  py: '1',
                  rounded: 'md',
                  mr: '3',
                  cursor: 'pointer',
                },
              }}
            />
          </FormField>
          <Controller
            control={control}
            name="offline"
            render={({ field }) => (
              <Checkbox.Root
                checked={Boolean(field.value)}
                onCheckedChange={(event) => field.onChange(event.checked === true)}
                alignItems="flex-start"
              >
                <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label>{t('common.paidOffline')}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          {isOffline && <OfflineClaimFields register={register} errors={errors.claim} />}
          <Button type="submit" size="lg" loading={isSubmitting} loadingText={t('memberships.form.submitting')}>
            {t('memberships.form.submit')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
