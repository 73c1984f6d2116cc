import { Button, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import {
  currentUserKeys,
  eventKeys,
  TestPaymentsNotice,
  useActionDialogs,
  useLanguage,
  usePortalCatalog,
} from '@alumni/shared';
import type { AlumniEvent, MyRsvp } from '@alumni/shared/contracts';
import { formatEventTime, formatMoney } from '@alumni/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { goToCheckout, returnBaseUrl } from '../../../components/payment-return';
import { payForEvent } from '../api/rsvp';

/**
 * The ticket of a place answered Going: paid as a membership is, online through the gateway (back here with
 * the outcome) or offline (the association's admin approves it). The place counts once paid.
 */
export function EventPayment({ event, rsvp }: { event: AlumniEvent; rsvp: MyRsvp }) {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  const amount = formatMoney(event.fee, { language });
  const [offline, setOffline] = useState(false);
  const { runAction } = useActionDialogs();
  const queryClient = useQueryClient();

  if (rsvp.payment === 'pending')
    return (
      <Text role="status" fontSize="sm" bg="bg.muted" p="3" rounded="md">
        {t('rsvp.pending', { amount })}
      </Text>
    );
  if (rsvp.payment !== 'unpaid') return null;

  const pay = () =>
    runAction({
      action: () => payForEvent(event.id, { offline, baseUrl: returnBaseUrl(window.location.href) }),
      successText: offline ? t('rsvp.offlineSubmitted') : t('rsvp.opening'),
      onSuccess: async (charge) => {
        await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
        await queryClient.invalidateQueries({ queryKey: eventKeys.all });
        if (charge.payment_url) await goToCheckout(charge.payment_url);
      },
    });

  return (
    <Stack gap="3" borderWidth="1px" borderColor="orange.muted" bg="orange.subtle" rounded="lg" p="4">
      <Text fontWeight="semibold">{t('rsvp.payToPlace', { amount })}</Text>
      {rsvp.held_until && (
        <Text fontSize="sm" color="fg.muted">
          {t('rsvp.heldUntil', { time: formatEventTime(rsvp.held_until, language) })}
        </Text>
      )}
      <TestPaymentsNotice />
      <Checkbox.Root checked={offline} onCheckedChange={(d) => setOffline(d.checked === true)} alignItems="flex-start">
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label>{t('common.paidOffline')}</Checkbox.Label>
      </Checkbox.Root>
      <Button onClick={pay} colorPalette="brand">
        {offline ? t('rsvp.submitOffline') : t('rsvp.payOnline', { amount })}
      </Button>
    </Stack>
  );
}
