import { Button, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Dialog } from '@chakra-ui/react/dialog';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { QueryState, useLanguage } from '@alumni/shared';
import { FormDialog } from '@alumni/shared/form-dialog';
import { formatMoney } from '@alumni/shared/format';
import { offlineClaimSchema, type Membership, type MembershipType, type OfflineClaim } from '@alumni/shared/contracts';
import { emptyOfflineClaim, OfflineClaimFields, zodResolver } from '@alumni/shared/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useMemberText } from '../../../i18n/use-member-text';
import { useOfferedTypes } from '../api/renew-membership';

/** With offline: what the member says of the payment, as on the first application's offline form. */
export type RenewChoice = { membership_type: number; offline: boolean; claim?: OfflineClaim };

const claimFormSchema = z.object({ claim: offlineClaimSchema });

export type RenewDialogProps = {
  membership: Membership | null;
  onClose: () => void;
  onRenew: (membership: Membership, choice: RenewChoice) => void;
};

/** The same type when it is still offered, else the first of the association's other types. */
function defaultTypeId(membership: Membership, offered: MembershipType[]): number | undefined {
  return offered.some((t) => t.id === membership.membership_type.id) ? membership.membership_type.id : offered[0]?.id;
}

function RenewForm({
  membership,
  offered,
  onClose,
  onRenew,
}: RenewDialogProps & { membership: Membership; offered: MembershipType[] }) {
  const t = useMemberText();
  const language = useLanguage();
  const [typeId, setTypeId] = useState(() => defaultTypeId(membership, offered));
  const [offline, setOffline] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof claimFormSchema>, unknown, z.output<typeof claimFormSchema>>({
    resolver: zodResolver(claimFormSchema),
    defaultValues: { claim: emptyOfflineClaim() },
  });
  const retired = !offered.some((t) => t.id === membership.membership_type.id);
  if (typeId === undefined) return <Text>{t('memberships.renew.noType')}</Text>;
  return (
    <form
      aria-label={t('memberships.renew.form')}
      onSubmit={handleSubmit(({ claim }) => {
        // The claim goes with an offline renewal only, and only when the member filled some of it.
        const given = offline && Object.values(claim).some(Boolean);
        onRenew(membership, { membership_type: typeId, offline, ...(given && { claim }) });
      })}
    >
      <Stack gap="4">
        {retired && (
          <Text fontSize="sm" color="fg.muted">
            {t('memberships.renew.retired', { type: membership.membership_type.name })}
          </Text>
        )}
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label={t('memberships.renew.type')}
            value={typeId}
            onChange={(event) => setTypeId(Number(event.currentTarget.value))}
          >
            {offered.map((type) => (
              <option key={type.id} value={type.id}>
                {`${type.name} · ${formatMoney(type.fee, { language })}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Checkbox.Root checked={offline} onCheckedChange={(d) => setOffline(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('memberships.renew.offline')}</Checkbox.Label>
        </Checkbox.Root>
        {offline && <OfflineClaimFields register={register} errors={errors.claim} />}
        <Stack direction="row" justify="flex-end" gap="2">
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button type="submit">
            {offline ? t('memberships.renew.submitOffline') : t('memberships.renew.submitOnline')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/**
 * Renewing from a card: the type (same one by default) and online or offline (with what the member says
 * of the payment, the application's offline fields); the page then pays.
 */
export function RenewDialog({ membership, onClose, onRenew }: RenewDialogProps) {
  const t = useMemberText();
  const types = useOfferedTypes(membership?.alumni_association.id ?? 0, membership !== null);
  return (
    <FormDialog open={membership !== null} onClose={onClose} closeLabel={t('memberships.renew.closeForm')}>
      <Dialog.Header>
        <Dialog.Title>{t('memberships.renew.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body pb="6">
        {membership && (
          <QueryState query={types} what={t('memberships.renew.types')}>
            {(offered) => <RenewForm membership={membership} offered={offered} onClose={onClose} onRenew={onRenew} />}
          </QueryState>
        )}
      </Dialog.Body>
    </FormDialog>
  );
}
