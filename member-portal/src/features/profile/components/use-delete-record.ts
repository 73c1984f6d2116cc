import { useActionDialogs } from '@alumni/shared';
import { useCallback } from 'react';
import { deleteRecord, type RecordKind } from '../api/profile-records';
import { useSyncUser } from '../api/current-user';

const DELETED: Record<RecordKind, string> = {
  education: 'Education deleted successfully.',
  job: 'Job experience deleted successfully.',
  contact: 'Contact info deleted successfully.',
};

/** Confirm, delete, refresh the profile, say so (spec section 8 texts). */
export function useDeleteRecord() {
  const { runAction } = useActionDialogs();
  const syncUser = useSyncUser();
  return useCallback(
    (kind: RecordKind, id: number) =>
      runAction({ action: () => deleteRecord(kind, id), onSuccess: () => syncUser(), successText: DELETED[kind] }),
    [runAction, syncUser],
  );
}
