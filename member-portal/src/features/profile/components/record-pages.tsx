import { NotFoundScreen, PageHeader, QueryState, useActionDialogs, usePageTitle } from '@alumni/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useSyncUser } from '../api/current-user';
import { profileKeys } from '../api/profile-keys';
import { createRecord, updateRecord, useRecord, type RecordKind } from '../api/profile-records';
import { useMemberText } from '../../../i18n/use-member-text';
import { DatedRecordForm } from './dated-record-form';
import type { DatedKind, DatedRecordSpec } from './dated-records';

const PROFILE = '/user/dashboard/profile';

/** Save through the dialogs, refresh the profile and the record, then back to the profile. */
function useSaveRecord(kind: RecordKind) {
  const { runAction } = useActionDialogs();
  const syncUser = useSyncUser();
  const queryClient = useQueryClient();
  return <T,>(action: () => Promise<T>, successText: string, id?: number) =>
    runAction({
      action,
      onSuccess: async () => {
        if (id) await queryClient.invalidateQueries({ queryKey: profileKeys.record(kind, id) });
        await syncUser();
      },
      successText,
      redirectTo: PROFILE,
    });
}

const useIdParam = () => Number(useParams().id);
const isId = (id: number) => Number.isInteger(id) && id > 0;

/** `<route>/add` of an education or a job experience. */
export function DatedRecordAddPage<K extends DatedKind>({ spec }: { spec: DatedRecordSpec<K> }) {
  const t = useMemberText();
  const title = t(spec.texts.add);
  usePageTitle(title);
  const save = useSaveRecord(spec.kind);
  return (
    <>
      <PageHeader title={title} />
      {/* Keyed: going from one kind's page straight to the other's starts a fresh form. */}
      <DatedRecordForm
        key={spec.kind}
        spec={spec}
        mode="add"
        onSubmit={(values) => save(() => createRecord(spec.kind, values), t(spec.texts.added))}
      />
    </>
  );
}

/** `<route>/:id/update`: the stored record in the form; Page Not Found for an id that is not one. */
export function DatedRecordUpdatePage<K extends DatedKind>({ spec }: { spec: DatedRecordSpec<K> }) {
  const t = useMemberText();
  const title = t(spec.texts.update);
  usePageTitle(title);
  const id = useIdParam();
  const query = useRecord(spec.kind, id);
  const save = useSaveRecord(spec.kind);
  if (!isId(id)) return <NotFoundScreen />;
  return (
    <>
      <PageHeader title={title} />
      <QueryState query={query} what={t(spec.texts.what)}>
        {(record) => (
          <DatedRecordForm
            key={`${spec.kind}/${id}`}
            spec={spec}
            record={record}
            mode="update"
            onSubmit={(values) => save(() => updateRecord(spec.kind, id, values), t(spec.texts.updated), id)}
          />
        )}
      </QueryState>
    </>
  );
}
