import { Box, Input, InputGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import { Textarea } from '@chakra-ui/react/textarea';
import { membershipTypeBodySchema, type MembershipType, type MembershipTypeBody } from '@alumni/shared/contracts';
import { TAKA_SIGN } from '@alumni/shared/format';
import { FormField, zodResolver } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form-actions';

export type MembershipTypeFormProps = {
  initial?: MembershipType;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (body: MembershipTypeBody) => void;
};

/** Name, short name, description, duration in months (a whole number; 1200 = lifetime) and fee. */
export function MembershipTypeForm({ initial, submitLabel, cancelTo, onSubmit }: MembershipTypeFormProps) {
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
            <FormField label="Name" error={errors.name} required>
              <Input placeholder="e.g. Life Member" {...register('name')} />
            </FormField>
            <FormField
              label="Short name"
              error={errors.short_name}
              required
              helperText="Printed before the serial, e.g. LM-0042."
            >
              <Input placeholder="e.g. LM" {...register('short_name')} />
            </FormField>
            <FormField
              label="Duration in months"
              error={errors.duration_month?.message}
              required
              helperText="Enter 1200 for a lifetime membership"
            >
              <Input type="number" inputMode="numeric" min={1} step={1} {...register('duration_month')} />
            </FormField>
            <FormField label="Fee" error={errors.fee?.message} required>
              <InputGroup startElement={TAKA_SIGN}>
                <Input type="number" inputMode="decimal" min={0} step="0.01" {...register('fee')} />
              </InputGroup>
            </FormField>
          </SimpleGrid>
          <FormField label="Description" error={errors.description} required>
            <Textarea rows={5} {...register('description')} />
          </FormField>
          <FormActions submitLabel={submitLabel} cancelTo={cancelTo} />
        </Stack>
      </form>
    </Box>
  );
}
