import { Input, Stack, Text } from '@chakra-ui/react';
import { SelectInput } from './select-input';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { OfflineClaim } from '../../contracts';
import { useShellText } from '../../i18n/react';
import type { ShellMessageId } from '../../i18n/catalogs/shell';
import { FormField } from './form-field';

/**
 * How a member may say they paid offline (the claim's `method`, sent as the English value): the brands as they
 * are, the others named in the page's language.
 */
const PAID_THROUGH: readonly (readonly [value: string, label?: ShellMessageId])[] = [
  ['bKash'],
  ['Nagad'],
  ['Rocket'],
  ['Bank transfer', 'claim.method.bankTransfer'],
  ['Cash', 'claim.method.cash'],
  ['Other', 'claim.method.other'],
];

/** The empty claim a form starts from (every field optional). */
export const emptyOfflineClaim = (): Required<Record<keyof OfflineClaim, string>> => ({
  method: '',
  reference: '',
  paid_on: '',
  phone: '',
});

export type OfflineClaimFieldsProps<T extends FieldValues> = {
  /** The form's `register`; its values hold the claim under `claim` (offlineClaimSchema). */
  register: UseFormRegister<T>;
  /** The form's `formState.errors.claim`. */
  errors?: FieldErrors<OfflineClaim>;
};

/**
 * What a member says of a payment made outside the site (an application's or a renewal's offline
 * choice): how, the transaction id, the day and the phone paid from, all optional, matched against
 * the association's statements (issue 39).
 */
export function OfflineClaimFields<T extends FieldValues>({ register, errors }: OfflineClaimFieldsProps<T>) {
  const t = useShellText();
  const field = (name: keyof OfflineClaim) => register(`claim.${name}` as Path<T>);
  const paidThrough = PAID_THROUGH.map(([value, label]) => ({ value, label: label ? t(label) : value }));
  return (
    <Stack gap="4" borderLeftWidth="2px" borderColor="border.emphasized" pl="4">
      <Text fontSize="sm" color="fg.muted">
        {t('claim.intro')}
      </Text>
      <FormField label={t('claim.method')} error={errors?.method}>
        <SelectInput options={paidThrough} empty={t('forms.select')} {...field('method')} />
      </FormField>
      <FormField label={t('claim.reference')} error={errors?.reference} helperText={t('claim.referenceHelp')}>
        <Input autoComplete="off" {...field('reference')} />
      </FormField>
      <FormField label={t('claim.paidOn')} error={errors?.paid_on}>
        <Input type="date" {...field('paid_on')} />
      </FormField>
      <FormField label={t('claim.phone')} error={errors?.phone}>
        <Input type="tel" inputMode="tel" placeholder="01XXXXXXXXX" {...field('phone')} />
      </FormField>
    </Stack>
  );
}
