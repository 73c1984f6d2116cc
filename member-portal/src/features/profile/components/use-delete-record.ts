import { useActionDialogs } from '@alumni/shared';
import { useCallback } from 'react';
import { deleteRecord, type RecordKind } from '../api/profile-records';
import { useSyncUser } from '../api/current-user';
import type { MemberMessageId } from '../../../i18n/catalogs/member';
import { useMemberText } from '../../../i18n/use-member-text';

const DELETED: Record<RecordKind, MemberMessageId> = {
  education: 'education.deleted',
  job: 'job.deleted',
  contact: 'contacts.deleted',
};

/** Confirm, delete, refresh the profile, say so (spec section 8 texts). */
export function useDeleteRecord() {
  const t = useMemberText();
  const { runAction } = useActionDialogs();
  const syncUser = useSyncUser();
  return useCallback(
    (kind: RecordKind, id: number) =>
      runAction({ action: () => deleteRecord(kind, id), onSuccess: () => syncUser(), successText: t(DELETED[kind]) }),
    [runAction, syncUser, t],
  );
}
