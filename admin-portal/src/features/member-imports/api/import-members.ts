import { api } from '@alumni/shared';
import {
  MEMBER_IMPORT_FILE_FIELD,
  memberImportPaths,
  type MemberImportAnswer,
  type MemberImportJob,
  type MemberImportMapping,
} from '@alumni/shared/contracts';
import { useMutation } from '@tanstack/react-query';

type ImportRequest = { associationId: number; file: File; dryRun: boolean; mapping?: MemberImportMapping };

/** A job (202) rather than a result: it has a status. */
export const isImportJob = (answer: MemberImportAnswer): answer is MemberImportJob => 'status' in answer;

async function importMembers({ associationId, file, dryRun, mapping }: ImportRequest) {
  const form = new FormData();
  form.append('dry_run', dryRun ? 'true' : 'false');
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append(MEMBER_IMPORT_FILE_FIELD, file);
  // Named so axios does not turn the form into JSON (the client's default type); the browser adds the boundary.
  const { data } = await api.post(memberImportPaths.run(associationId), form, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return data;
}

/** POST .../members/import/: a dry run (the result), or the import (a result, or a job for a large file). */
export const useImportMembers = () => useMutation({ mutationFn: importMembers });
