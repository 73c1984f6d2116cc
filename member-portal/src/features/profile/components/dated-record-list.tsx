import { Button, Text } from '@chakra-ui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { LinkButton } from '../../../components/link-button';
import type { RecordItem } from '../api/profile-records';
import type { DatedKind, DatedRecordSpec } from './dated-records';
import { periodLabel } from './period';
import { ProfileSection, RecordRow } from './profile-section';
import { useDeleteRecord } from './use-delete-record';

const PROFILE = '/user/dashboard/profile';

/** The profile page's section of educations or job experiences: add, and per record edit and delete. */
export function DatedRecordList<K extends DatedKind>({
  spec,
  records,
}: {
  spec: DatedRecordSpec<K>;
  records: RecordItem<K>[];
}) {
  const deleteRecord = useDeleteRecord();
  return (
    <ProfileSection
      title={spec.title}
      isEmpty={records.length === 0}
      emptyText={`No ${spec.noun} added yet.`}
      action={
        <LinkButton to={`${PROFILE}/${spec.route}/add`} size="sm" variant="outline">
          <Plus /> Add {spec.title}
        </LinkButton>
      }
    >
      {records.map((record) => {
        const { name, heading, detail } = spec.summary(record);
        return (
          <RecordRow
            key={record.id}
            label={name}
            actions={
              <>
                <LinkButton
                  to={`${PROFILE}/${spec.route}/${record.id}/update`}
                  size="xs"
                  variant="outline"
                  aria-label={`Edit ${name}`}
                >
                  <Pencil /> Edit
                </LinkButton>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => void deleteRecord(spec.kind, record.id)}
                  aria-label={`Delete ${name}`}
                >
                  <Trash2 /> Delete
                </Button>
              </>
            }
          >
            <Text fontWeight="semibold">{heading}</Text>
            <Text>{detail}</Text>
            <Text color="fg.muted" fontSize="sm">
              {periodLabel(record)}
            </Text>
            <Text mt="1" fontSize="sm" whiteSpace="pre-line">
              {record.description}
            </Text>
          </RecordRow>
        );
      })}
    </ProfileSection>
  );
}
