import { Button, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { FormField, jobExperienceBodySchema, zodResolver, type JobExperience, type JobExperienceBody } from '@alumni/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormCard } from '../../../components/form-card';
import { CurrentCheckbox, dateInputValue } from './current-checkbox';

type Output = z.output<typeof jobExperienceBodySchema>;

type JobFormProps = { job?: JobExperience; submitLabel: string; onSubmit: (values: Output) => Promise<unknown> };

/** End date optional and hidden while "current" is ticked; then no end date is sent (ongoing, "Present"). */
export function JobForm({ job, submitLabel, onSubmit }: JobFormProps) {
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<JobExperienceBody, unknown, Output>({
    resolver: zodResolver(jobExperienceBodySchema),
    defaultValues: {
      company: job?.company ?? '',
      title: job?.title ?? '',
      location: job?.location ?? '',
      start_date: dateInputValue(job?.start_date),
      end_date: dateInputValue(job?.end_date),
      current: job?.current ?? false,
      description: job?.description ?? '',
    },
  });
  const isCurrent = watch('current');
  // A hidden end date is no end date: clear it so it cannot fail validation unseen.
  useEffect(() => {
    if (isCurrent) setValue('end_date', '');
  }, [isCurrent, setValue]);

  const submit = handleSubmit((values) => onSubmit(values.current ? { ...values, end_date: null } : values));

  return (
    <FormCard onSubmit={submit} label={submitLabel === 'Add' ? 'Add job experience' : 'Update job experience'}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Company" error={errors.company} required>
            <Input {...register('company')} />
          </FormField>
          <FormField label="Title" error={errors.title} required>
            <Input {...register('title')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Location" error={errors.location} required>
          <Input {...register('location')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Start Date" error={errors.start_date} required>
            <Input type="date" {...register('start_date')} />
          </FormField>
          {!isCurrent && (
            <FormField label="End Date" error={errors.end_date} helperText="Leave empty if you still work here">
              <Input type="date" {...register('end_date')} />
            </FormField>
          )}
        </SimpleGrid>
        <CurrentCheckbox control={control} name="current" label="I currently work here" />
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
