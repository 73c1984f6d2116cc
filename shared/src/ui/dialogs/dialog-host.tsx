import { ConfirmDialog } from './confirm-dialog';
import { useDialogStore } from './dialog-store';
import { LoadingDialog } from './loading-dialog';
import { ResultDialog } from './result-dialog';

/** Renders whatever dialog the store holds; mounted once by AppProvider. */
export function DialogHost() {
  const current = useDialogStore((state) => state.current);
  if (!current) return null;
  switch (current.kind) {
    case 'confirm':
      return (
        <ConfirmDialog
          open
          title={current.title}
          text={current.text}
          confirmLabel={current.confirmLabel}
          closeLabel={current.closeLabel}
          onConfirm={() => current.resolve(true)}
          onClose={() => current.resolve(false)}
        />
      );
    case 'loading':
      return <LoadingDialog open title={current.title} />;
    case 'result':
      return (
        <ResultDialog
          open
          status={current.status}
          title={current.title}
          text={current.text}
          closeLabel={current.closeLabel}
          onClose={current.resolve}
        />
      );
  }
}
