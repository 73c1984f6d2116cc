import { FormField } from '@alumni/shared/forms';
import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Textarea } from '@chakra-ui/react/textarea';
import { useEffect, type ReactNode } from 'react';
import { useForm, type DefaultValues, type Path, type PathValue } from 'react-hook-form';
import { FormCard } from '../../../components/form-card';
import { useMemberText } from '../../../i18n/use-member-text';
import type { RecordBody, RecordItem } from '../api/profile-records';
import { CurrentCheckbox, dateInputValue } from './current-checkbox';
import type { DatedKind, DatedRecordSpec } from './dated-records';

type DatedRecordFormProps<K extends DatedKind> = {
  spec: DatedRecordSpec<K>;
  record?: RecordItem<K>;
  /** Adding a record or updating the stored one: the form's name and its button. */
  mode: 'add' | 'update';
  onSubmit: (values: RecordBody<K>) => Promise<unknown>;
};

/** The add and update form of an education or a job experience: its own text fields, then the period and the description. */
export function DatedRecordForm<K extends DatedKind>({ spec, record, mode, onSubmit }: DatedRecordFormProps<K>) {
  const t = useMemberText();
  const { rows, resolver, currentLabel, endDate } = spec.form;
  const field = periodField<K>;
  const { register, control, handleSubmit, watch, setValue, getFieldState, formState } = useForm<RecordBody<K>>({
    resolver,
    defaultValues: defaultValues(spec, record),
  });
  const errorOf = (name: Path<RecordBody<K>>) => getFieldState(name, formState).error;
  const isEndDateHidden = endDate.isHiddenWhileCurrent && Boolean(watch(field('current')));
  // A hidden end date is no end date: clear it so it cannot fail validation unseen.
  useEffect(() => {
    if (isEndDateHidden) setValue(field('end_date'), '' as PathValue<RecordBody<K>, Path<RecordBody<K>>>);
  }, [isEndDateHidden, setValue, field]);

  const submit = handleSubmit((values) =>
    onSubmit(endDate.isHiddenWhileCurrent && values.current ? { ...values, end_date: null } : values),
  );

  const textField = ({ name, label }: (typeof rows)[number][number]) => (
    <FormField key={name} label={t(label)} error={errorOf(name)} required>
      <Input {...register(name)} />
    </FormField>
  );
  return (
    <FormCard onSubmit={submit} label={t(mode === 'add' ? spec.texts.formAdd : spec.texts.formUpdate)}>
      <Stack gap="4">
        {rows.map((row) =>
          row.length === 1 ? textField(row[0]) : <TwoColumns key={row[0].name}>{row.map(textField)}</TwoColumns>,
        )}
        <TwoColumns>
          <FormField label={t('records.startDate')} error={errorOf(field('start_date'))} required>
            <Input type="date" {...register(field('start_date'))} />
          </FormField>
          {!isEndDateHidden && (
            <FormField
              label={t('records.endDate')}
              error={errorOf(field('end_date'))}
              helperText={t(endDate.helperText)}
              required={endDate.isRequired}
            >
              <Input type="date" {...register(field('end_date'))} />
            </FormField>
          )}
        </TwoColumns>
        <CurrentCheckbox control={control} name={field('current')} label={t(currentLabel)} />
        <FormField label={t('records.description')} error={errorOf(field('description'))} required>
          <Textarea rows={4} {...register(field('description'))} />
        </FormField>
        <Button type="submit" loading={formState.isSubmitting} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          {t(mode === 'add' ? 'common.add' : 'common.update')}
        </Button>
      </Stack>
    </FormCard>
  );
}

/** The period fields every dated record has: react-hook-form cannot see them in the generic body type. */
const periodField = <K extends DatedKind>(name: 'start_date' | 'end_date' | 'current' | 'description') =>
  name as Path<RecordBody<K>>;

const TwoColumns = ({ children }: { children: ReactNode }) => (
  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
    {children}
  </SimpleGrid>
);

/** The stored record as form values (dates as date-input values), or an empty form; "current" starts unticked. */
function defaultValues<K extends DatedKind>(
  { form }: DatedRecordSpec<K>,
  record?: RecordItem<K>,
): DefaultValues<RecordBody<K>> {
  const text = Object.fromEntries(form.rows.flat().map(({ name }) => [name, record?.[name] ?? '']));
  return {
    ...text,
    start_date: dateInputValue(record?.start_date),
    end_date: dateInputValue(record?.end_date),
    current: record?.current ?? false,
    description: record?.description ?? '',
  } as DefaultValues<RecordBody<K>>;
}
