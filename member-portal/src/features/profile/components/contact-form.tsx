import { Box, Button, Flex, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useActionDialogs } from '@alumni/shared';
import { contactDetailBodySchema, type ContactDetail } from '@alumni/shared/contracts';
import { FormField, zodResolver } from '@alumni/shared/forms';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSyncUser } from '../api/current-user';
import { createRecord, updateRecord } from '../api/profile-records';
import { useMemberText } from '../../../i18n/use-member-text';

type Input_ = z.input<typeof contactDetailBodySchema>;
type Output = z.output<typeof contactDetailBodySchema>;

type ContactFormProps = { contact?: ContactDetail; onDone: () => void };

/** Add or edit one contact link in place on the profile; closes itself after a save or Cancel. */
export function ContactForm({ contact, onDone }: ContactFormProps) {
  const t = useMemberText();
  const { runAction } = useActionDialogs();
  const syncUser = useSyncUser();
  const isEdit = Boolean(contact);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Input_, unknown, Output>({
    resolver: zodResolver(contactDetailBodySchema),
    defaultValues: {
      platform: contact?.platform ?? '',
      link: contact?.link ?? '',
      description: contact?.description ?? '',
    },
  });
  // The form opens inline on the person's click on Add or Edit: focus follows to its first field.
  useEffect(() => setFocus('platform'), [setFocus]);

  const onSubmit = handleSubmit(async ({ platform, link, description }) => {
    // An emptied description clears it on an edit and is left out on an add.
    const note = description?.trim() || null;
    const result = await runAction({
      action: () =>
        contact
          ? updateRecord('contact', contact.id, { platform, link, description: note } as Input_)
          : createRecord('contact', { platform, link, ...(note ? { description: note } : {}) }),
      onSuccess: () => syncUser(),
      successText: t(isEdit ? 'contacts.updated' : 'contacts.added'),
    });
    if (result.status === 'done') onDone();
  });

  const idPrefix = contact ? `contact-${contact.id}` : 'contact-new';
  return (
    <Box asChild bg="bg.subtle" borderWidth="1px" borderRadius="md" p="4" my="2">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={isEdit ? t('contacts.form.edit', { platform: contact?.platform ?? '' }) : t('contacts.form.add')}
        id={idPrefix}
      >
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <FormField label={t('contacts.platform')} error={errors.platform} required>
              <Input placeholder={t('contacts.platformPlaceholder')} {...register('platform')} />
            </FormField>
            <FormField label={t('contacts.link')} error={errors.link} required>
              <Input type="url" placeholder="https://" inputMode="url" {...register('link')} />
            </FormField>
          </SimpleGrid>
          <FormField label={t('contacts.description')} error={errors.description}>
            <Input {...register('description')} />
          </FormField>
          <Flex gap="2" justify="flex-end">
            <Button variant="outline" onClick={onDone} type="button">
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t(isEdit ? 'common.update' : 'common.add')}
            </Button>
          </Flex>
        </Stack>
      </form>
    </Box>
  );
}
