import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { membershipRequestBodySchema, offlineClaimSchema, PROOF_MAX_BYTES } from '@alumni/shared/contracts';
import { emptyOfflineClaim, FormField, OfflineClaimFields, SelectInput, zodResolver } from '@alumni/shared/forms';
import { useState, type ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';

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
function proofProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return 'The proof document must be a PDF file.';
  if (file.size > PROOF_MAX_BYTES) return 'The proof document must be 5 MB or smaller.';
  return undefined;
}

export type ApplicationFormProps = {
  /** The one school option (spec section 5: a select with one school). */
  school: string;
  onSubmit: (values: ApplicationFormValues) => Promise<unknown>;
};

export function ApplicationForm({ school, onSubmit }: ApplicationFormProps) {
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
    const problem = proofProblem(file);
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
      <form onSubmit={submit} noValidate aria-label="Membership application">
        <Stack gap="5">
          <Text as="h2" fontSize="xl" fontWeight="bold">
            Application form
          </Text>
          <FormField label="Institute" error={errors.institute} required>
            <SelectInput placeholder="Select your institute" options={[school]} {...register('institute')} />
          </FormField>
          <FormField label="Batch (SSC batch year)" error={errors.batch} required>
            <Input inputMode="numeric" placeholder="e.g. 2008" {...register('batch')} />
          </FormField>
          <FormField label="Roll number" error={errors.roll_number} required>
            <Input {...register('roll_number')} />
          </FormField>
          <FormField
            label="Proof document (PDF, optional)"
            error={proofError}
            helperText="A receipt or other proof of payment, at most 5 MB."
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
                <Checkbox.Label>I already paid offline or through other method</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          {isOffline && <OfflineClaimFields register={register} errors={errors.claim} />}
          <Button type="submit" size="lg" loading={isSubmitting} loadingText="Submitting...">
            Submit Application
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
