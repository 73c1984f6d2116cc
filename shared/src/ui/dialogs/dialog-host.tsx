import { Suspense } from 'react';
import { lazyComponent } from '../lazy-component';
import { useDialogStore } from './dialog-store';

/**
 * The dialogs (Chakra's Dialog: a focus trap, scroll lock and dismiss layers) load with the first one
 * shown, not with every page; pages that run actions load them ahead with preloadDialogs().
 */
const DialogView = lazyComponent(() => import('./dialog-views'), 'DialogView');

/** Fetches the dialogs' code now (once), so the first confirmation opens without a wait. */
export const preloadDialogs = DialogView.preload;

/** Renders whatever dialog the store holds; mounted once by AppProvider. */
export function DialogHost() {
  const current = useDialogStore((state) => state.current);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <DialogView request={current} />
    </Suspense>
  );
}
