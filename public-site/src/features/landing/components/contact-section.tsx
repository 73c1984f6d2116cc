import { Box, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Textarea } from '@chakra-ui/react/textarea';
import { getErrorMessage, useActionDialogs, usePortalCatalog } from '@alumni/shared';
import { contactMessageBodySchema, type ContactMessageBody } from '@alumni/shared/contracts';
import { FormField, nativeFormProps, SubmitButton, useNativeForm, zodResolver } from '@alumni/shared/forms';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormNotice } from '../../../components/form-notice';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { useSendContactMessage } from '../api/send-contact-message';
import { LandingSection, SectionHeading } from './section-heading';

/** The office's address is a text of the catalog (`value: null`); the e-mail and phone read the same in both languages. */
const CONTACTS = [
  { icon: Mail, label: 'common.email', value: 'support@alumniconnect.example' },
  { icon: Phone, label: 'common.phone', value: '+880 1700-000000' },
  { icon: MapPin, label: 'landing.contact.office', value: null },
] as const;

const EMPTY: ContactMessageBody = { name: '', email: '', subject: '', message: '' };

/** The API answers errors about the field "message" under "message_errors" (the body's own message is the summary). */
const SERVER_FIELDS = { name: 'name', email: 'email', subject: 'subject', message_errors: 'message' } as const;

function applyServerErrors(error: unknown, setError: (field: keyof ContactMessageBody, message: string) => void) {
  const data = (error as { response?: { data?: Record<string, unknown> } } | null)?.response?.data;
  if (!data || typeof data !== 'object') return;
  for (const [key, field] of Object.entries(SERVER_FIELDS)) {
    const list = data[key];
    if (Array.isArray(list) && typeof list[0] === 'string') setError(field, list[0]);
  }
}

export function ContactSection() {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const { runAction } = useActionDialogs();
  const send = useSendContactMessage();
  const { register, handleSubmit, reset, setError, setValue, formState } = useForm<ContactMessageBody>({
    resolver: zodResolver(contactMessageBodySchema),
    defaultValues: EMPTY,
  });
  // Posted natively to / until the script has come; the server's answer shows here (echo).
  const { echo, field, errorOf } = useNativeForm('contact', { register, setValue, formState });
  const echoed = formState.submitCount === 0 ? echo : undefined;

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runAction({
      action: () => send.mutateAsync(values),
      confirm: false,
      successTitle: t('landing.contact.sent'),
      successText: t('landing.contact.sentText'),
      errorText: (error) => getErrorMessage(error, t('landing.contact.failed')),
    });
    if (outcome.status === 'done') reset(EMPTY);
    if (outcome.status === 'failed')
      applyServerErrors(outcome.error, (field, message) => setError(field, { type: 'server', message }));
  });

  return (
    <LandingSection name="contact" id="contact" scrollMarginTop="20">
      <SectionHeading
        id="contact-title"
        eyebrow={t('landing.contact.eyebrow')}
        title={t('landing.contact.title')}
        text={t('landing.contact.text')}
      />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="8">
        <Stack gap="4">
          {CONTACTS.map(({ icon: IconComponent, label, value }) => (
            <HStack key={label} gap="4" p="5" bg="bg.panel" rounded="lg" borderWidth="1px" align="flex-start">
              <Box color="brand.solid" pt="1" aria-hidden="true">
                <IconComponent size={22} />
              </Box>
              <Box>
                <Text fontWeight="semibold">{t(label)}</Text>
                <Text color="fg.muted">{value ?? t('landing.contact.officeAddress')}</Text>
              </Box>
            </HStack>
          ))}
        </Stack>
        <Box asChild p={{ base: '5', md: '8' }} bg="bg.panel" rounded="xl" borderWidth="1px" shadow="sm">
          <form
            {...nativeFormProps('contact', '#contact')}
            onSubmit={onSubmit}
            noValidate
            aria-label={t('landing.contact.title')}
          >
            <Stack gap="4">
              {(echoed?.done ?? echoed?.error) && (
                <FormNotice status={echoed.done ? 'success' : 'error'} role={echoed.done ? 'status' : 'alert'}>
                  {echoed.done ?? echoed.error}
                </FormNotice>
              )}
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                <FormField label={t('landing.contact.name')} error={errorOf('name')} required>
                  <Input autoComplete="name" {...field('name')} />
                </FormField>
                <FormField label={t('common.email')} error={errorOf('email')} required>
                  <Input type="email" autoComplete="email" {...field('email')} />
                </FormField>
              </Grid>
              <FormField label={t('landing.contact.subject')} error={errorOf('subject')}>
                <Input {...field('subject')} />
              </FormField>
              <FormField label={t('landing.contact.message')} error={errorOf('message')} required>
                <Textarea rows={5} {...field('message')} />
              </FormField>
              <HStack justify="flex-end">
                {/* Disabled until the result dialog is closed: focus returning to an enabled button would dismiss that dialog. */}
                <SubmitButton size="lg" loading={formState.isSubmitting} loadingText={t('landing.contact.sending')}>
                  {t('landing.contact.send')}
                </SubmitButton>
              </HStack>
            </Stack>
          </form>
        </Box>
      </Grid>
    </LandingSection>
  );
}
