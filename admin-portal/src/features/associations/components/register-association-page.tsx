import { Box, Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Textarea } from '@chakra-ui/react/textarea';
import { PageHeader, useActionDialogs, usePageTitle } from '@alumni/shared';
import { registrationRequestBodySchema } from '@alumni/shared/contracts';
import { FormField, zodResolver } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { useRegisterAssociation } from '../api/register-association';

/** Apply to register a new association; the super admin approves it. */
export function RegisterAssociationPage() {
  usePageTitle('Register an Association');
  const { runAction } = useActionDialogs();
  const registration = useRegisterAssociation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registrationRequestBodySchema),
    defaultValues: { name: '', about: '', established_year: '', address: '' },
  });

  const onSubmit = handleSubmit((values) =>
    runAction({
      action: () => registration.mutateAsync(values),
      successText: 'Association registered successfully.',
      onSuccess: () => reset(),
      redirectTo: '/admin/dashboard/associations',
    }),
  );

  return (
    <Box maxW="3xl">
      <PageHeader
        title="Register an Association"
        description="Tell us about the association. The site's super admin reviews and approves the request."
      />
      <Box asChild bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <FormField label="Association name" error={errors.name} required>
              <Input {...register('name')} />
            </FormField>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Established year" error={errors.established_year?.message} required>
                <Input type="number" inputMode="numeric" placeholder="e.g. 1985" {...register('established_year')} />
              </FormField>
              <FormField label="Address" error={errors.address} required>
                <Input autoComplete="street-address" {...register('address')} />
              </FormField>
            </SimpleGrid>
            <FormField
              label="About"
              error={errors.about}
              required
              helperText="What the association does, who can join."
            >
              <Textarea rows={6} {...register('about')} />
            </FormField>
            <Button type="submit" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
              Submit request
            </Button>
          </Stack>
        </form>
      </Box>
    </Box>
  );
}
