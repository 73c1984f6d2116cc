import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Textarea } from '@chakra-ui/react/textarea';
import { PageHeader, useActionDialogs, usePageTitle } from '@alumni/shared';
import { registrationRequestBodySchema, type RegistrationRequestBody } from '@alumni/shared/contracts';
import { FormField, zodResolver } from '@alumni/shared/forms';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormCard } from '../../../components/form-card';
import { createRegistrationRequest, REQUESTS_KEY } from '../api/registration-requests';

type Output = z.output<typeof registrationRequestBodySchema>;

export function RegisterAssociationPage() {
  usePageTitle('Register an Association');
  const { runAction } = useActionDialogs();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationRequestBody, unknown, Output>({
    resolver: zodResolver(registrationRequestBodySchema),
    defaultValues: { name: '', about: '', established_year: '', address: '' },
  });

  const onSubmit = handleSubmit((values) =>
    runAction({
      action: () => createRegistrationRequest(values),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
      successText: 'Association registered successfully.',
      redirectTo: '/user/dashboard/association-requests',
    }),
  );

  return (
    <>
      <PageHeader
        title="Register an Association"
        description="The site's administrators review every request before the association goes live."
      />
      <FormCard onSubmit={onSubmit} label="Register an association">
        <Stack gap="4">
          <FormField label="Association Name" error={errors.name} required>
            <Input {...register('name')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <FormField label="Established Year" error={errors.established_year?.message} required>
              <Input type="number" inputMode="numeric" min={1800} max={2100} {...register('established_year')} />
            </FormField>
            <SimpleGridSpan>
              <FormField label="Address" error={errors.address} required>
                <Input autoComplete="street-address" {...register('address')} />
              </FormField>
            </SimpleGridSpan>
          </SimpleGrid>
          <FormField label="About" error={errors.about} required>
            <Textarea rows={5} {...register('about')} />
          </FormField>
          <Button type="submit" loading={isSubmitting} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            Register
          </Button>
        </Stack>
      </FormCard>
    </>
  );
}

function SimpleGridSpan({ children }: { children: ReactNode }) {
  return <Stack gridColumn={{ sm: 'span 2' }}>{children}</Stack>;
}
