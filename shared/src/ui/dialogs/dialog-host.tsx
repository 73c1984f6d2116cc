import { lazy, Suspense } from 'react';
import { useDialogStore } from './dialog-store';

/**
 * The dialogs (Chakra's Dialog: a focus trap, scroll lock and dismiss layers) load with the first one
 * shown, not with every page; pages that run actions load them ahead with preloadDialogs().
 */
const loadDialogs = () => import('./dialog-views');
const DialogView = lazy(() => loadDialogs().then((m) => ({ default: m.DialogView })));

let preloaded: Promise<unknown> | null = null;
/** Fetches the dialogs' code now (once), so the first confirmation opens without a wait. */
export function preloadDialogs(): void {
  preloaded ??= loadDialogs().catch(() => {
    preloaded = null; // a failed fetch is retried by the next page or the dialog itself
  });
}

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
