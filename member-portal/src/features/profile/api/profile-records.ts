import { api } from '@alumni/shared';
import {
  profilePaths,
  type ContactDetail,
  type ContactDetailBody,
  type Education,
  type EducationBody,
  type JobExperience,
  type JobExperienceBody,
} from '@alumni/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { profileKeys } from './profile-keys';

/** The three kinds of record a user keeps on the profile: a list (GET, POST) and one record (GET, PATCH, DELETE). */
const RECORD_PATHS = {
  education: profilePaths.educations,
  job: profilePaths.jobExperiences,
  contact: profilePaths.contactDetails,
} as const;

type Records = {
  education: { item: Education; body: EducationBody };
  job: { item: JobExperience; body: JobExperienceBody };
  contact: { item: ContactDetail; body: ContactDetailBody };
};
export type RecordKind = keyof Records;
/** What the API returns for one record of a kind, and what a form sends for it. */
export type RecordItem<K extends RecordKind> = Records[K]['item'];
export type RecordBody<K extends RecordKind> = Records[K]['body'];

async function fetchRecord<K extends RecordKind>(kind: K, id: number): Promise<Records[K]['item']> {
  const { data } = await api.get(RECORD_PATHS[kind].one(id));
  return data;
}

export async function createRecord<K extends RecordKind>(
  kind: K,
  body: Records[K]['body'],
): Promise<Records[K]['item']> {
  const { data } = await api.post(RECORD_PATHS[kind].list(), body);
  return data;
}

export async function updateRecord<K extends RecordKind>(
  kind: K,
  id: number,
  body: Partial<Records[K]['body']>,
): Promise<Records[K]['item']> {
  const { data } = await api.patch(RECORD_PATHS[kind].one(id), body);
  return data;
}

export async function deleteRecord(kind: RecordKind, id: number): Promise<void> {
  await api.delete(RECORD_PATHS[kind].one(id));
}

export const useRecord = <K extends RecordKind>(kind: K, id: number) =>
  useQuery({
    queryKey: profileKeys.record(kind, id),
    queryFn: () => fetchRecord(kind, id),
    enabled: Number.isInteger(id) && id > 0,
  });
