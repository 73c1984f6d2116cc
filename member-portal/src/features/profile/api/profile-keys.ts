import { currentUserKeys } from '@alumni/shared';
import type { RecordKind } from './profile-records';

/** The profile feature's query keys: the signed-in user (the same key in every portal) and one record. */
export const profileKeys = {
  user: currentUserKeys.all,
  record: (kind: RecordKind, id: number) => ['profile-record', kind, id] as const,
};
