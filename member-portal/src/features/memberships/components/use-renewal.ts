import { currentUserKeys, navigateTo, showResult, useActionDialogs, usePaymentReturnFlag } from '@alumni/shared';
import type { Membership } from '@alumni/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { renewMembership } from '../api/renew-membership';
import { useMemberText } from '../../../i18n/use-member-text';
import type { MemberMessageId } from '../../../i18n/catalogs/member';
import type { RenewChoice } from './renew-dialog';

const RETURN_TEXTS: Record<'success' | 'failed' | 'cancelled', { title: MemberMessageId; text: MemberMessageId }> = {
  success: { title: 'memberships.return.successTitle', text: 'memberships.return.successText' },
  failed: { title: 'memberships.return.failedTitle', text: 'memberships.return.failedText' },
  cancelled: { title: 'memberships.return.cancelledTitle', text: 'memberships.return.cancelledText' },
};

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
  const t = useMemberText();
  const { runAction } = useActionDialogs();
  const queryClient = useQueryClient();
  usePaymentReturnFlag(async (flag) => {
    await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    const texts = RETURN_TEXTS[flag];
    await showResult({ status: flag === 'success' ? 'success' : 'error', title: t(texts.title), text: t(texts.text) });
  });

  return (membership: Membership, choice: RenewChoice) =>
    runAction({
      confirm: false,
      action: () => renewMembership(membership.id, { ...choice, base_url: returnUrl() }),
      successText: choice.offline ? t('memberships.renew.offlineDone') : t('memberships.renew.done'),
      onSuccess: async (charge) => {
        await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
        if (charge.payment_url) {
          navigateTo(charge.payment_url);
          await untilPageUnloads();
        }
      },
    });
}
