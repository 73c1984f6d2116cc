import { Button, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { educationBodySchema, FormField, zodResolver, type Education, type EducationBody } from '@alumni/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormCard } from '../../../components/form-card';
import { CurrentCheckbox, dateInputValue } from './current-checkbox';

type Output = z.output<typeof educationBodySchema>;

type EducationFormProps = { education?: Education; submitLabel: string; onSubmit: (values: Output) => Promise<unknown> };

/** All fields required (spec section 5); "current" is optional. */
export function EducationForm({ education, submitLabel, onSubmit }: EducationFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EducationBody, unknown, Output>({
    resolver: zodResolver(educationBodySchema),
    defaultValues: {
      institution: education?.institution ?? '',
      degree: education?.degree ?? '',
      field_of_study: education?.field_of_study ?? '',
      start_date: dateInputValue(education?.start_date),
      end_date: dateInputValue(education?.end_date),
      current: education?.current ?? false,
      description: education?.description ?? '',
    },
  });

  return (
    <FormCard onSubmit={handleSubmit(onSubmit)} label={submitLabel === 'Add' ? 'Add education' : 'Update education'}>
      <Stack gap="4">
        <FormField label="Institution" error={errors.institution} required>
          <Input {...register('institution')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Degree" error={errors.degree} required>
            <Input {...register('degree')} />
          </FormField>
          <FormField label="Field of Study" error={errors.field_of_study} required>
            <Input {...register('field_of_study')} />
          </FormField>
          <FormField label="Start Date" error={errors.start_date} required>
            <Input type="date" {...register('start_date')} />
          </FormField>
          <FormField label="End Date" error={errors.end_date} helperText="Expected end date if you still study here" required>
            <Input type="date" {...register('end_date')} />
          </FormField>
        </SimpleGrid>
        <CurrentCheckbox control={control} name="current" label="I currently study here" />
        <FormField label="Description" error={errors.description} required>
          <Textarea rows={4} {...register('description')} />
        </FormField>
        <Button type="submit" loading={isSubmitting} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </FormCard>
  );
}
