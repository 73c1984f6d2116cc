import { Box, Input, InputGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Textarea } from '@chakra-ui/react/textarea';
import { useActionDialogs, usePortalCatalog } from '@alumni/shared';
import { eventCreateSchema, type AlumniEvent, type EventCreate } from '@alumni/shared/contracts';
import { TAKA_SIGN, toDhakaLocalInput } from '@alumni/shared/format';
import { FormField, SelectInput, zodResolver } from '@alumni/shared/forms';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { EventSave } from '../api/events';
import { CoverField } from './cover-field';
import { serverFieldErrors } from './server-field-errors';
import { FormActions } from '../../../components/form-actions';
import { ADMIN_EVENTS_CATALOGS } from '../../../i18n/catalogs/admin-events';

const FIELDS = [
  'title',
  'description',
  'starts_at',
  'ends_at',
  'venue',
  'online_url',
  'capacity',
  'members_only',
  'fee',
] as const;

const valuesOf = (event?: AlumniEvent): EventCreate => ({
  title: event?.title ?? '',
  description: event?.description ?? '',
  starts_at: event ? toDhakaLocalInput(event.starts_at) : '',
  ends_at: event ? toDhakaLocalInput(event.ends_at) : '',
  venue: event?.venue ?? '',
  online_url: event?.online_url ?? '',
  capacity: event?.capacity ?? '',
  members_only: event?.members_only ?? false,
  fee: event?.fee ?? '',
});

/** A field's label with the time zone beside it (every event time is Dhaka time). */
const zoned = (label: string, zone: string): ReactNode => (
  <>
    {label}
    <Text as="span" color="fg.muted" fontWeight="normal">
      {zone}
    </Text>
  </>
);

export type EventFormProps = {
  initial?: AlumniEvent;
  submitLabel: string;
  cancelTo: string;
  successText: string;
  save: (save: EventSave) => Promise<AlumniEvent>;
  /** Where to go once the success dialog is closed. */
  redirectTo: (event: AlumniEvent) => string;
};

/**
 * Title, description, start and end (Dhaka time), venue or online link, cover, capacity, who may come and
 * fee; checked with the shared contract, then confirmed and saved. The API's refusals (end before start,
 * capacity below those going, ...) come back under their fields.
 */
export function EventForm({ initial, submitLabel, cancelTo, successText, save, redirectTo }: EventFormProps) {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  const { runAction } = useActionDialogs();
  const whoMayCome = [
    { value: 'false', label: t('events.who.everyone') },
    { value: 'true', label: t('events.who.members') },
  ];
  const [cover, setCover] = useState<File>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(eventCreateSchema), defaultValues: valuesOf(initial) });

  const onSubmit = handleSubmit(async ({ status: _draft, ...body }) => {
    const outcome = await runAction({ action: () => save({ body, cover }), successText, redirectTo });
    if (outcome.status !== 'failed') return;
    for (const [field, message] of serverFieldErrors(outcome.error, FIELDS)) {
      setError(field, { type: 'server', message }, { shouldFocus: true });
    }
  });

  return (
    <Box asChild bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
      <form onSubmit={onSubmit} noValidate aria-label={t('events.form.label')}>
        <Stack gap="4">
          <FormField label={t('events.form.title')} error={errors.title} required>
            <Input {...register('title')} />
          </FormField>
          <FormField
            label={t('events.form.description')}
            error={errors.description}
            helperText={t('events.form.descriptionHelp')}
          >
            <Textarea rows={6} {...register('description')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={zoned(t('events.form.start'), t('events.common.zone'))} error={errors.starts_at} required>
              <Input type="datetime-local" {...register('starts_at')} />
            </FormField>
            <FormField label={zoned(t('events.form.end'), t('events.common.zone'))} error={errors.ends_at} required>
              <Input type="datetime-local" {...register('ends_at')} />
            </FormField>
            <FormField label={t('events.form.venue')} error={errors.venue} helperText={t('events.form.venueHelp')}>
              <Textarea rows={2} autoresize {...register('venue')} />
            </FormField>
            <FormField label={t('events.form.onlineLink')} error={errors.online_url}>
              <Input type="url" inputMode="url" placeholder="https://" {...register('online_url')} />
            </FormField>
            <FormField
              label={t('events.form.capacity')}
              error={errors.capacity?.message}
              helperText={t('events.form.capacityHelp')}
            >
              <Input type="number" inputMode="numeric" min={1} step={1} {...register('capacity')} />
            </FormField>
            <FormField label={t('events.form.fee')} error={errors.fee?.message} helperText={t('events.form.feeHelp')}>
              <InputGroup startElement={TAKA_SIGN}>
                <Input type="number" inputMode="decimal" min={0} step="0.01" {...register('fee')} />
              </InputGroup>
            </FormField>
            <FormField label={t('events.form.whoMayCome')} error={errors.members_only}>
              <SelectInput
                options={whoMayCome}
                {...register('members_only', { setValueAs: (v) => v === true || v === 'true' })}
              />
            </FormField>
          </SimpleGrid>
          <CoverField current={initial?.cover} file={cover} onChange={setCover} />
          <FormActions submitLabel={submitLabel} cancelTo={cancelTo} />
        </Stack>
      </form>
    </Box>
  );
}
