import { create } from 'zustand';

export type ResultStatus = 'success' | 'error';

export type DialogRequest =
  | {
      kind: 'confirm';
      title: string;
      text: string;
      confirmLabel: string;
      closeLabel: string;
      resolve: (confirmed: boolean) => void;
    }
  | { kind: 'loading'; title: string }
  | { kind: 'result'; status: ResultStatus; title: string; text: string; closeLabel: string; resolve: () => void };

type DialogStore = { current: DialogRequest | null };

/** One dialog at a time, shown by the DialogHost that AppProvider renders. */
export const useDialogStore = create<DialogStore>()(() => ({ current: null }));

const show = (request: DialogRequest | null) => useDialogStore.setState({ current: request });

export const CONFIRM_DEFAULTS = {
  title: 'Confirmation',
  text: 'Are you sure you want to continue this action?',
  confirmLabel: 'Yes',
  closeLabel: 'Close',
} as const;
export const RESULT_DEFAULTS = {
  title: 'Action Completed',
  text: 'Your action was successful!',
  closeLabel: 'Close',
} as const;
export const LOADING_TITLE = 'Processing...';

/** Asks the spec's confirmation question; resolves true on "Yes", false on "Close" or dismiss. */
export function confirmAction(options: Partial<Record<keyof typeof CONFIRM_DEFAULTS, string>> = {}): Promise<boolean> {
  return new Promise((resolve) => {
    show({
      kind: 'confirm',
      ...CONFIRM_DEFAULTS,
      ...options,
      resolve: (confirmed) => {
        show(null);
        resolve(confirmed);
      },
    });
  });
}

/** The non-dismissable "Processing..." dialog; replaced by the next dialog or closed with hideDialog(). */
export function showProcessing(title: string = LOADING_TITLE): void {
  show({ kind: 'loading', title });
}

/** A result dialog; resolves once the visitor closes it. */
export function showResult(
  options: { status?: ResultStatus; title?: string; text?: string; closeLabel?: string } = {},
): Promise<void> {
  return new Promise((resolve) => {
    show({
      kind: 'result',
      status: options.status ?? 'success',
      title: options.title ?? RESULT_DEFAULTS.title,
      text: options.text ?? RESULT_DEFAULTS.text,
      closeLabel: options.closeLabel ?? RESULT_DEFAULTS.closeLabel,
      resolve: () => {
        show(null);
        resolve();
      },
    });
  });
}

export function hideDialog(): void {
  show(null);
}
