import { currentUserKeys, navigateTo, showResult, useActionDialogs, usePaymentReturnFlag } from '@alumni/shared';
import type { Membership } from '@alumni/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { renewMembership } from '../api/renew-membership';
import type { RenewChoice } from './renew-dialog';

const RETURN_TEXTS = {
  success: { title: 'Payment successful', text: 'Your membership is renewed.' },
  failed: { title: 'Payment failed', text: 'The transaction failed. Please try again after some time.' },
  cancelled: { title: 'Payment cancelled', text: 'The transaction has been cancelled.' },
} as const;

/** Keeps "Processing..." on screen while the browser leaves for the payment page. */
const untilPageUnloads = () => new Promise<never>(() => {});

/** This page without the flags the payment page adds when it sends the browser back. */
function returnUrl(): string {
  const url = new URL(window.location.href);
  for (const flag of Object.keys(RETURN_TEXTS)) url.searchParams.delete(flag);
  url.hash = '';
  return url.toString();
}

/**
 * Renews as an application pays: online opens the payment page (which comes back here with
 * success=1, failed=1 or cancelled=1, shown once), offline waits for the association's approval.
 */
export function useRenewal() {
  const { runAction } = useActionDialogs();
  const queryClient = useQueryClient();
  usePaymentReturnFlag(async (flag) => {
    await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    await showResult({ status: flag === 'success' ? 'success' : 'error', ...RETURN_TEXTS[flag] });
  });

  return (membership: Membership, choice: RenewChoice) =>
    runAction({
      confirm: false,
      action: () => renewMembership(membership.id, { ...choice, base_url: returnUrl() }),
      successText: choice.offline
        ? 'Renewal submitted: the association approves your offline payment, then the new period starts.'
        : 'Your membership is renewed.',
      onSuccess: async (charge) => {
        await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
        if (charge.payment_url) {
          navigateTo(charge.payment_url);
          await untilPageUnloads();
        }
      },
    });
}
