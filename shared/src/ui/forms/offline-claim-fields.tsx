import { Input, Stack, Text } from '@chakra-ui/react';
import { SelectInput } from './select-input';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { OfflineClaim } from '../../contracts';
import { FormField } from './form-field';

/** How a member may say they paid offline (the claim's `method`). */
const PAID_THROUGH = ['bKash', 'Nagad', 'Rocket', 'Bank transfer', 'Cash', 'Other'] as const;

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
  const field = (name: keyof OfflineClaim) => register(`claim.${name}` as Path<T>);
  return (
    <Stack gap="4" borderLeftWidth="2px" borderColor="border.emphasized" pl="4">
      <Text fontSize="sm" color="fg.muted">
        Tell us how you paid, so the association finds your payment on its statement (all optional).
      </Text>
      <FormField label="Paid through" error={errors?.method}>
        <SelectInput options={PAID_THROUGH} empty="Select…" {...field('method')} />
      </FormField>
      <FormField
        label="Transaction id"
        error={errors?.reference}
        helperText="The TrxID (bKash), TxnId (Nagad) or the bank's reference."
      >
        <Input autoComplete="off" {...field('reference')} />
      </FormField>
      <FormField label="Date paid" error={errors?.paid_on}>
        <Input type="date" {...field('paid_on')} />
      </FormField>
      <FormField label="Phone you paid from" error={errors?.phone}>
        <Input type="tel" inputMode="tel" placeholder="01XXXXXXXXX" {...field('phone')} />
      </FormField>
    </Stack>
  );
}
