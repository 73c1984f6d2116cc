import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** What the payment page adds to the address it sends the browser back to (spec section 4): `<flag>=1`. */
const PAYMENT_RETURN_FLAGS = ['success', 'failed', 'cancelled'] as const;
export type PaymentReturnFlag = (typeof PAYMENT_RETURN_FLAGS)[number];

/**
 * Runs `onReturn` once when the page was opened by the payment page's return (success=1, failed=1 or
 * cancelled=1), then drops the flag from the address so a reload does not repeat it, unless `onReturn`
 * answers 'left' (it went to another page).
 */
export function usePaymentReturnFlag(onReturn: (flag: PaymentReturnFlag) => Promise<'left' | void>) {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const flag = PAYMENT_RETURN_FLAGS.find((name) => params.get(name) === '1');

  useEffect(() => {
    if (!flag || handled.current) return;
    handled.current = true;
    void (async () => {
      if ((await onReturn(flag)) === 'left') return;
      const next = new URLSearchParams(params);
      next.delete(flag);
      setParams(next, { replace: true });
    })();
  }, [flag, params, setParams, onReturn]);
}
