import { formatMoney } from '@alumni/shared/format';
import { paymentItemName, useLanguage, usePortalCatalog } from '@alumni/shared';
import { FormDialog } from '@alumni/shared/form-dialog';
import { Alert, Button, Input, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Dialog } from '@chakra-ui/react/dialog';
import { transactionApproveSchema, type Transaction, type TransactionApprove } from '@alumni/shared/contracts';
import { FormField, SelectInput, zodResolver } from '@alumni/shared/forms';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ADMIN_CATALOGS, type AdminMessageId } from '../../../i18n/catalogs/admin';

// The values sent stay English (they are stored and shown to the member as given); brand names are not translated.
const TRANSACTION_METHODS: readonly (readonly [string, AdminMessageId | null])[] = [
  ['Cash', 'approve.method.cash'],
  ['Bank transfer', 'approve.method.bank'],
  ['bKash', null],
  ['Nagad', null],
  ['Rocket', null],
  ['Other', 'approve.method.other'],
];

/** Today as yyyy-MM-dd in the admin's own time zone (toISOString would give UTC's day). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type ApproveDialogProps = {
  transaction: Transaction | null;
  onClose: () => void;
  /** Called once the form has closed completely (a confirmation opened while it closes would see focus leave and dismiss itself). */
  onApprove: (transaction: Transaction, body: TransactionApprove) => void;
};

type ApproveFormProps = { transaction: Transaction; onClose: () => void; onSubmitted: ApproveDialogProps['onApprove'] };

function ApproveForm({ transaction, onClose, onSubmitted }: ApproveFormProps) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const language = useLanguage();
  const methods = TRANSACTION_METHODS.map(([value, id]) => ({ value, label: id ? t(id) : value }));
  const [useCustomSerial, setUseCustomSerial] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(transactionApproveSchema),
    defaultValues: { transaction_date: todayIso(), transaction_method: '', platform_transaction_id: '' },
    shouldUnregister: true,
  });

  const onSubmit = handleSubmit((values) => {
    if (useCustomSerial && values.membership_serial === undefined) {
      setError('membership_serial', { message: t('approve.serialRequired') });
      return;
    }
    // An empty transaction id is left out rather than stored as ''.
    onSubmitted(transaction, { ...values, platform_transaction_id: values.platform_transaction_id || undefined });
  });

  const name = `${transaction.user.first_name} ${transaction.user.last_name}`.trim() || transaction.user.email;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{t('approve.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            {`${name} · ${paymentItemName(transaction)} · ${formatMoney(transaction.amount, { language })} · ${transaction.transaction_id}`}
          </Text>
          <FormField label={t('approve.date')} error={errors.transaction_date} required>
            <Input type="date" {...register('transaction_date')} />
          </FormField>
          <FormField label={t('approve.method')} error={errors.transaction_method} required>
            <SelectInput options={methods} empty={t('common.select')} {...register('transaction_method')} />
          </FormField>
          <FormField
            label={t('approve.reference')}
            error={errors.platform_transaction_id}
            helperText={t('approve.referenceHint')}
          >
            <Input {...register('platform_transaction_id')} />
          </FormField>
          <Checkbox.Root checked={useCustomSerial} onCheckedChange={(d) => setUseCustomSerial(d.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('approve.customSerial')}</Checkbox.Label>
          </Checkbox.Root>
          {useCustomSerial && (
            <FormField label={t('approve.serial')} error={errors.membership_serial?.message} required>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                {...register('membership_serial', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
              />
            </FormField>
          )}
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Title>{t('approve.duplicate')}</Alert.Title>
          </Alert.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button type="submit">{t('transactions.approve')}</Button>
      </Dialog.Footer>
    </form>
  );
}

/** The offline approval form (date, method, optional transaction id and custom serial). */
export function ApproveDialog({ transaction, onClose, onApprove }: ApproveDialogProps) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const submitted = useRef<{ transaction: Transaction; body: TransactionApprove } | null>(null);
  const onSubmitted = (t: Transaction, body: TransactionApprove) => {
    submitted.current = { transaction: t, body };
    onClose();
  };
  const onExitComplete = () => {
    const approval = submitted.current;
    submitted.current = null;
    if (approval) onApprove(approval.transaction, approval.body);
  };
  return (
    <FormDialog
      open={transaction !== null}
      onClose={onClose}
      closeLabel={t('approve.closeLabel')}
      onExitComplete={onExitComplete}
      scrollBehavior="inside"
    >
      {transaction && <ApproveForm transaction={transaction} onClose={onClose} onSubmitted={onSubmitted} />}
    </FormDialog>
  );
}
