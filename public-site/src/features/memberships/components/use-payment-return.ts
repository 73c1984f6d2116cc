import { showResult } from '@alumni/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

const PAYMENT_TEXTS = {
  success: 'Transaction completed successfully',
  failed: 'The transaction failed. Please try again after some time.',
  cancelled: 'The transaction has been cancelled.',
} as const;

/**
 * The payment page sends the browser back here with success=1, failed=1 or cancelled=1 (spec
 * section 4): show the matching dialog once; success then goes to Your Memberships, the others
 * stay on the form (the flag is dropped from the address so a reload does not repeat the dialog).
 */
export function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  const flag = (['success', 'failed', 'cancelled'] as const).find((name) => params.get(name) === '1');

  useEffect(() => {
    if (!flag || handled.current) return;
    handled.current = true;
    void (async () => {
      if (flag === 'success') {
        await queryClient.invalidateQueries({ queryKey: ['auth', 'user'] });
        await showResult({ title: 'Payment successful', text: PAYMENT_TEXTS.success });
        navigate('/user/dashboard/memberships');
        return;
      }
      await showResult({
        status: 'error',
        title: flag === 'failed' ? 'Payment failed' : 'Payment cancelled',
        text: PAYMENT_TEXTS[flag],
      });
      const next = new URLSearchParams(params);
      next.delete(flag);
      setParams(next, { replace: true });
    })();
  }, [flag, params, setParams, navigate, queryClient]);
}
