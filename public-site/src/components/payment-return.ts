import { currentUserKeys, navigateTo, showResult, usePaymentReturnFlag, usePortalCatalog } from '@alumni/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PUBLIC_PAGES_CATALOGS } from '../i18n/catalogs/public-pages';

// The public site's one checkout round trip, shared by the membership application and an event's ticket:
// the page names itself as where the gateway sends the browser back (`returnBaseUrl`), leaves for the payment
// page (`goToCheckout`) and, back with a flag, shows the outcome once (`usePaymentReturn`).

/** The flags the payment page adds on its way back (the shared hook reads them). */
const PAYMENT_FLAGS = ['success', 'failed', 'cancelled'] as const;

const PAYMENT_TEXTS = {
  success: { title: 'payment.successTitle', text: 'payment.success' },
  failed: { title: 'payment.failedTitle', text: 'payment.failed' },
  cancelled: { title: 'payment.cancelledTitle', text: 'payment.cancelled' },
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
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePaymentReturnFlag(async (flag) => {
    if (flag === 'success') {
      await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
      await onSuccess?.();
      await showResult({ title: t(PAYMENT_TEXTS.success.title), text: t(PAYMENT_TEXTS.success.text) });
      if (successTo) {
        navigate(successTo);
        return 'left';
      }
      return;
    }
    await showResult({
      status: 'error',
      title: t(PAYMENT_TEXTS[flag].title),
      text: t(PAYMENT_TEXTS[flag].text),
    });
  });
}
