import { Button, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { currentUserKeys, TestPaymentsNotice, useActionDialogs } from '@alumni/shared';
import type { AlumniEvent, MyRsvp } from '@alumni/shared/contracts';
import { formatEventTime, formatMoney } from '@alumni/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { goToCheckout, returnBaseUrl } from '../../../components/payment-return';
import { eventKeys } from '../../../api/get-events';
import { payForEvent } from '../api/rsvp';

/**
 * The ticket of a place answered Going: paid as a membership is, online through the gateway (back here with
 * the outcome) or offline (the association's admin approves it). The place counts once paid.
 */
export function EventPayment({ event, rsvp }: { event: AlumniEvent; rsvp: MyRsvp }) {
  const [offline, setOffline] = useState(false);
  const { runAction } = useActionDialogs();
  const queryClient = useQueryClient();

  if (rsvp.payment === 'pending')
    return (
      <Text role="status" fontSize="sm" bg="bg.muted" p="3" rounded="md">
        Your offline payment of {formatMoney(event.fee)} awaits the association&apos;s approval; your place is confirmed
        once it is approved.
      </Text>
    );
  if (rsvp.payment !== 'unpaid') return null;

  const pay = () =>
    runAction({
      action: () => payForEvent(event.id, { offline, baseUrl: returnBaseUrl(window.location.href) }),
      successText: offline
        ? 'Payment submitted: the association approves your offline payment, then your place is confirmed.'
        : 'Opening the payment page...',
      onSuccess: async (charge) => {
        await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
        await queryClient.invalidateQueries({ queryKey: eventKeys.all });
        if (charge.payment_url) await goToCheckout(charge.payment_url);
      },
    });

  return (
    <Stack gap="3" borderWidth="1px" borderColor="orange.muted" bg="orange.subtle" rounded="lg" p="4">
      <Text fontWeight="semibold">Pay {formatMoney(event.fee)} to confirm your place</Text>
      {rsvp.held_until && (
        <Text fontSize="sm" color="fg.muted">
          Your place is held until {formatEventTime(rsvp.held_until)}.
        </Text>
      )}
      <TestPaymentsNotice />
      <Checkbox.Root checked={offline} onCheckedChange={(d) => setOffline(d.checked === true)} alignItems="flex-start">
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label>I already paid offline or through other method</Checkbox.Label>
      </Checkbox.Root>
      <Button onClick={pay} colorPalette="brand">
        {offline ? 'Submit offline payment' : `Pay ${formatMoney(event.fee)} online`}
      </Button>
    </Stack>
  );
}
