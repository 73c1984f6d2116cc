import { create } from 'zustand';
import { shellEn } from '../../i18n/catalogs/shell/en';

export type ResultStatus = 'success' | 'error';

// A text left out is the dialog's default, in the page's language as the dialog renders (the shell catalog).
export type DialogRequest =
  | {
      kind: 'confirm';
      title?: string;
      text?: string;
      confirmLabel?: string;
      closeLabel?: string;
      resolve: (confirmed: boolean) => void;
    }
  | { kind: 'loading'; title?: string }
  | { kind: 'result'; status: ResultStatus; title?: string; text?: string; closeLabel?: string; resolve: () => void };

type DialogStore = { current: DialogRequest | null };

/** One dialog at a time, shown by the DialogHost that AppProvider renders. */
export const useDialogStore = create<DialogStore>()(() => ({ current: null }));

const show = (request: DialogRequest | null) => useDialogStore.setState({ current: request });

/** The dialogs' default texts in English (the dialogs show them in the page's language). */
export const CONFIRM_DEFAULTS = {
  title: shellEn['dialog.confirm.title'],
  text: shellEn['dialog.confirm.text'],
  confirmLabel: shellEn['dialog.yes'],
  closeLabel: shellEn['dialog.close'],
} as const;
export const RESULT_DEFAULTS = {
  title: shellEn['dialog.result.title'],
  text: shellEn['dialog.result.text'],
  closeLabel: shellEn['dialog.close'],
} as const;
export const LOADING_TITLE = shellEn['dialog.processing'];

/** Asks the spec's confirmation question; resolves true on "Yes", false on "Close" or dismiss. */
export function confirmAction(options: Partial<Record<keyof typeof CONFIRM_DEFAULTS, string>> = {}): Promise<boolean> {
  return new Promise((resolve) => {
    show({
      kind: 'confirm',
      ...options,
      resolve: (confirmed) => {
        show(null);
        resolve(confirmed);
      },
    });
  });
}

/** The non-dismissable "Processing..." dialog; replaced by the next dialog or closed with hideDialog(). */
export function showProcessing(title?: string): void {
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
      title: options.title,
      text: options.text,
      closeLabel: options.closeLabel,
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
