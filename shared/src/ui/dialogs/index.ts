export { DialogHost, preloadDialogs } from './dialog-host';
export {
  confirmAction,
  showProcessing,
  showResult,
  hideDialog,
  useDialogStore,
  CONFIRM_DEFAULTS,
  RESULT_DEFAULTS,
  LOADING_TITLE,
  type ResultStatus,
} from './dialog-store';
export { useActionDialogs, defaultErrorText, type RunActionOptions, type RunActionResult } from './use-action-dialogs';
