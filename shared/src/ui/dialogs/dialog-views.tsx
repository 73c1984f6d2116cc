import { ConfirmDialog } from './confirm-dialog';
import type { DialogRequest } from './dialog-store';
import { LoadingDialog } from './loading-dialog';
import { ResultDialog } from './result-dialog';

/** The dialog for one request of the store (loaded on demand by DialogHost). */
export function DialogView({ request }: { request: DialogRequest }) {
  switch (request.kind) {
    case 'confirm':
      return (
        <ConfirmDialog
          open
          title={request.title}
          text={request.text}
          confirmLabel={request.confirmLabel}
          closeLabel={request.closeLabel}
          onConfirm={() => request.resolve(true)}
          onClose={() => request.resolve(false)}
        />
      );
    case 'loading':
      return <LoadingDialog open title={request.title} />;
    case 'result':
      return (
        <ResultDialog
          open
          status={request.status}
          title={request.title}
          text={request.text}
          closeLabel={request.closeLabel}
          onClose={request.resolve}
        />
      );
  }
}
