import { Box, Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Textarea } from '@chakra-ui/react/textarea';
import { PageHeader, useActionDialogs, usePageTitle, useShellText } from '@alumni/shared';
import { registrationRequestBodySchema, type RegistrationRequestBody } from '@alumni/shared/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField, zodResolver } from '@alumni/shared/forms';
import { useCreateRegistrationRequest } from './create-registration-request';

type Output = z.output<typeof registrationRequestBodySchema>;

export type RegisterAssociationPageProps = {
  /** Where the result dialog's Close goes: the portal's list the new request shows in. */
  redirectTo: string;
};

/** Apply to register a new association (name, year, address, about); the super admin approves it. */
export function RegisterAssociationPage({ redirectTo }: RegisterAssociationPageProps) {
  const t = useShellText();
  usePageTitle(t('registerAssociation.title'));
  const { runAction } = useActionDialogs();
  const registration = useCreateRegistrationRequest();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationRequestBody, unknown, Output>({
    resolver: zodResolver(registrationRequestBodySchema),
    defaultValues: { name: '', about: '', established_year: '', address: '' },
  });

  const onSubmit = handleSubmit((values) =>
    runAction({
      action: () => registration.mutateAsync(values),
      onSuccess: () => reset(),
      successText: t('registerAssociation.done'),
      redirectTo,
    }),
  );

  return (
    <>
      <PageHeader title={t('registerAssociation.title')} description={t('registerAssociation.description')} />
      <Box asChild bg="bg.panel" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} maxW="2xl">
        {/* Browser validation off: the contract's messages speak. */}
        <form onSubmit={onSubmit} noValidate aria-label={t('registerAssociation.form')}>
          <Stack gap="4">
            <FormField label={t('registerAssociation.name')} error={errors.name} required>
              <Input {...register('name')} />
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
              <FormField label={t('registerAssociation.established')} error={errors.established_year?.message} required>
                <Input type="number" inputMode="numeric" min={1800} max={2100} {...register('established_year')} />
              </FormField>
              <Stack gridColumn={{ sm: 'span 2' }}>
                <FormField label={t('registerAssociation.address')} error={errors.address} required>
                  <Input autoComplete="street-address" {...register('address')} />
                </FormField>
              </Stack>
            </SimpleGrid>
            <FormField label={t('registerAssociation.about')} error={errors.about} required>
              <Textarea rows={5} {...register('about')} />
            </FormField>
            <Button type="submit" loading={isSubmitting} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
              {t('registerAssociation.submit')}
            </Button>
          </Stack>
        </form>
      </Box>
    </>
  );
}
