import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '../../api/error-message';
import { shellText } from '../../i18n/shell-text';
import { preloadDialogs } from './dialog-host';
import { confirmAction, showProcessing, showResult } from './dialog-store';

export type RunActionOptions<T> = {
  action: () => Promise<T>;
  /** Ask "Are you sure...?" first (default true: spec section 5, every mutation confirms). */
  confirm?: boolean;
  successTitle?: string;
  successText?: string;
  /** Default "There is an error" (spec section 8). */
  errorTitle?: string;
  /** Default "Error: <server message | error message | Request failed>". */
  errorText?: (error: unknown) => string;
  /** Where to go after the success dialog closes. */
  redirectTo?: string | ((result: T) => string | undefined);
  onSuccess?: (result: T) => void | Promise<void>;
};

export type RunActionResult<T> =
  { status: 'done'; result: T } | { status: 'failed'; error: unknown } | { status: 'cancelled' };

/** "Error: <message>" in the page's language (the server's message already is). */
export const defaultErrorText = (error: unknown) =>
  shellText('dialog.error.text', { message: getErrorMessage(error, shellText('error.requestFailed')) });

/**
 * confirm -> "Processing..." -> result dialog (-> redirect), so a mutation is one call:
 * `runAction({ action: () => api.delete(url), successText: 'Membership deleted successfully', redirectTo: listUrl })`.
 */
export function useActionDialogs() {
  const navigate = useNavigate();
  useEffect(preloadDialogs, []);

  const runAction = useCallback(
    async <T>({
      action,
      confirm = true,
      successTitle,
      successText,
      errorTitle = shellText('dialog.error.title'),
      errorText = defaultErrorText,
      redirectTo,
      onSuccess,
    }: RunActionOptions<T>): Promise<RunActionResult<T>> => {
      if (confirm && !(await confirmAction())) return { status: 'cancelled' };
      showProcessing();
      let result: T;
      try {
        result = await action();
      } catch (error) {
        await showResult({ status: 'error', title: errorTitle, text: errorText(error) });
        return { status: 'failed', error };
      }
      await onSuccess?.(result);
      await showResult({ status: 'success', title: successTitle, text: successText });
      const target = typeof redirectTo === 'function' ? redirectTo(result) : redirectTo;
      if (target) navigate(target);
      return { status: 'done', result };
    },
    [navigate],
  );

  return { runAction, confirm: confirmAction, showResult, showProcessing };
}
