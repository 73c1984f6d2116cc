import { currentUserKeys, navigateTo, showResult, usePaymentReturnFlag } from '@alumni/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

// The public site's one checkout round trip, shared by the membership application and an event's ticket:
// the page names itself as where the gateway sends the browser back (`returnBaseUrl`), leaves for the payment
// page (`goToCheckout`) and, back with a flag, shows the outcome once (`usePaymentReturn`).

/** The flags the payment page adds on its way back (the shared hook reads them). */
const PAYMENT_FLAGS = ['success', 'failed', 'cancelled'] as const;

const PAYMENT_TEXTS = {
  success: 'Transaction completed successfully',
  failed: 'The transaction failed. Please try again after some time.',
  cancelled: 'The transaction has been cancelled.',
} as const;

/** The current page address without the payment return flags. */
export function returnBaseUrl(href: string): string {
  const url = new URL(href);
  for (const flag of PAYMENT_FLAGS) url.searchParams.delete(flag);
  url.hash = '';
  return url.toString();
}

/** Leaves for the payment page, keeping "Processing..." on screen until the browser has left. */
export async function goToCheckout(paymentUrl: string): Promise<never> {
  navigateTo(paymentUrl);
  return new Promise<never>(() => {});
}

export type PaymentReturnOptions = {
  /** Where a successful payment goes on to (Your Memberships for an application); stays on the page without it. */
  successTo?: string;
  /** Run after a successful payment, before the dialog (reload what the page shows). */
  onSuccess?: () => Promise<unknown>;
};

/**
 * The payment page sends the browser back here with success=1, failed=1 or cancelled=1 (spec
 * section 4): show the matching dialog once; success then goes to `successTo` (or stays), the others
 * stay on the page (the shared flag hook drops the flag from the address so a reload does not repeat it).
 */
export function usePaymentReturn({ successTo, onSuccess }: PaymentReturnOptions = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePaymentReturnFlag(async (flag) => {
    if (flag === 'success') {
      await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
      await onSuccess?.();
      await showResult({ title: 'Payment successful', text: PAYMENT_TEXTS.success });
      if (successTo) {
        navigate(successTo);
        return 'left';
      }
      return;
    }
    await showResult({
      status: 'error',
      title: flag === 'failed' ? 'Payment failed' : 'Payment cancelled',
      text: PAYMENT_TEXTS[flag],
    });
  });
}
