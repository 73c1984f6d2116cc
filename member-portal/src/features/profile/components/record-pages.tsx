import { NotFoundScreen, usePageTitle, useActionDialogs } from '@alumni/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useSyncUser } from '../api/current-user';
import { createRecord, recordKey, updateRecord, useRecord, type RecordKind } from '../api/profile-records';
import { EducationForm } from './education-form';
import { JobForm } from './job-form';

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
        if (id) await queryClient.invalidateQueries({ queryKey: recordKey(kind, id) });
        await syncUser();
      },
      successText,
      redirectTo: PROFILE,
    });
}

const useIdParam = () => Number(useParams().id);
const isId = (id: number) => Number.isInteger(id) && id > 0;

export function EducationAddPage() {
  usePageTitle('Add Education');
  const save = useSaveRecord('education');
  return (
    <>
      <PageHeader title="Add Education" />
      <EducationForm submitLabel="Add" onSubmit={(values) => save(() => createRecord('education', values), 'Education added successfully.')} />
    </>
  );
}

export function EducationUpdatePage() {
  usePageTitle('Update Education');
  const id = useIdParam();
  const query = useRecord('education', id);
  const save = useSaveRecord('education');
  if (!isId(id)) return <NotFoundScreen />;
  return (
    <>
      <PageHeader title="Update Education" />
      <QueryState query={query} what="This education">
        {(education) => (
          <EducationForm
            education={education}
            submitLabel="Update"
            onSubmit={(values) => save(() => updateRecord('education', id, values), 'Education updated successfully.', id)}
          />
        )}
      </QueryState>
    </>
  );
}

export function JobAddPage() {
  usePageTitle('Add Job Experience');
  const save = useSaveRecord('job');
  return (
    <>
      <PageHeader title="Add Job Experience" />
      <JobForm submitLabel="Add" onSubmit={(values) => save(() => createRecord('job', values), 'Job experience added successfully.')} />
    </>
  );
}

export function JobUpdatePage() {
  usePageTitle('Update Job Experience');
  const id = useIdParam();
  const query = useRecord('job', id);
  const save = useSaveRecord('job');
  if (!isId(id)) return <NotFoundScreen />;
  return (
    <>
      <PageHeader title="Update Job Experience" />
      <QueryState query={query} what="This job experience">
        {(job) => (
          // Spec section 8: the update form also says "added".
          <JobForm job={job} submitLabel="Update" onSubmit={(values) => save(() => updateRecord('job', id, values), 'Job experience added successfully.', id)} />
        )}
      </QueryState>
    </>
  );
}
