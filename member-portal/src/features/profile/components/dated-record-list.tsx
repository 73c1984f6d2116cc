import { Text } from '@chakra-ui/react';
import { useLanguage } from '@alumni/shared';
import { Pencil, Plus } from 'lucide-react';
import { LinkButton } from '../../../components/link-button';
import { useMemberText } from '../../../i18n/use-member-text';
import type { RecordItem } from '../api/profile-records';
import type { DatedKind, DatedRecordSpec } from './dated-records';
import { periodLabel } from './period';
import { ProfileSection, RecordRow } from './profile-section';
import { DeleteRecordButton } from './delete-record-button';

const PROFILE = '/user/dashboard/profile';

/** The profile page's section of educations or job experiences: add, and per record edit and delete. */
export function DatedRecordList<K extends DatedKind>({
  spec,
  records,
}: {
  spec: DatedRecordSpec<K>;
  records: RecordItem<K>[];
}) {
  const t = useMemberText();
  const language = useLanguage();
  return (
    <ProfileSection
      title={t(spec.texts.title)}
      isEmpty={records.length === 0}
      emptyText={t(spec.texts.empty)}
      action={
        <LinkButton to={`${PROFILE}/${spec.route}/add`} size="sm" variant="outline">
          <Plus /> {t(spec.texts.add)}
        </LinkButton>
      }
    >
      {records.map((record) => {
        const { name, heading, detail } = spec.summary(record, t);
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
                  aria-label={t('common.editNamed', { name })}
                >
                  <Pencil /> {t('common.edit')}
                </LinkButton>
                <DeleteRecordButton kind={spec.kind} id={record.id} name={name} />
              </>
            }
          >
            <Text fontWeight="semibold">{heading}</Text>
            <Text>{detail}</Text>
            <Text color="fg.muted" fontSize="sm">
              {periodLabel(record, language, t('profile.present'))}
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
