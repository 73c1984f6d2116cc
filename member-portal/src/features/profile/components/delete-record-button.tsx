import { Button } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { RecordKind } from '../api/profile-records';
import { useMemberText } from '../../../i18n/use-member-text';
import { useDeleteRecord } from './use-delete-record';

/** A profile record's Delete (confirmed first); `name` tells the screen reader which record. */
export function DeleteRecordButton({ kind, id, name }: { kind: RecordKind; id: number; name: string }) {
  const t = useMemberText();
  const deleteRecord = useDeleteRecord();
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="red"
      onClick={() => void deleteRecord(kind, id)}
      aria-label={t('common.deleteNamed', { name })}
    >
      <Trash2 /> {t('common.delete')}
    </Button>
  );
}
