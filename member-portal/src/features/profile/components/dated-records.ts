import { educationBodySchema, jobExperienceBodySchema } from '@alumni/shared/contracts';
import { zodResolver } from '@alumni/shared/forms';
import type { Path, Resolver } from 'react-hook-form';
import type { MemberMessageId } from '../../../i18n/catalogs/member';
import type { MemberText } from '../../../i18n/use-member-text';
import type { RecordBody, RecordItem, RecordKind } from '../api/profile-records';

/** The profile records that cover a period of time (start, end, "current", description). */
export type DatedKind = Extract<RecordKind, 'education' | 'job'>;

/**
 * Everything that tells one dated record apart from the other on the profile page, the add and update
 * pages and their form: the list, form and pages themselves are shared (dated-record-*.tsx).
 */
export type DatedRecordSpec<K extends DatedKind> = {
  kind: K;
  /** URL segment under the profile: `<route>/add` and `<route>/:id/update`. */
  route: string;
  /** Catalog ids of its texts: the section heading, "No … added yet.", "Add …" (link and page title), "Update …"
   * (page title), the forms' names, "This …" when it cannot load, and what a save says. */
  texts: Record<
    'title' | 'empty' | 'add' | 'update' | 'formAdd' | 'formUpdate' | 'what' | 'added' | 'updated',
    MemberMessageId
  >;
  /** A row's accessible name, its bold first line and the line under it. */
  summary: (record: RecordItem<K>, t: MemberText) => { name: string; heading: string; detail: string };
  form: {
    resolver: Resolver<RecordBody<K>>;
    /** The record's own text fields, a row each; two in a row sit side by side from `sm` up. */
    rows: { name: Path<RecordBody<K>> & keyof RecordItem<K>; label: MemberMessageId }[][];
    currentLabel: MemberMessageId;
    /**
     * Education: always asked (the expected end while still studying). Job: optional, hidden while
     * "current" is ticked, and then sent as null (ongoing, shown as "Present").
     */
    endDate: { helperText: MemberMessageId; isRequired: boolean; isHiddenWhileCurrent: boolean };
  };
};

/** Spec sections 5 and 8. */
export const EDUCATION: DatedRecordSpec<'education'> = {
  kind: 'education',
  route: 'education',
  texts: {
    title: 'education.title',
    empty: 'education.empty',
    add: 'education.add',
    update: 'education.update',
    formAdd: 'education.form.add',
    formUpdate: 'education.form.update',
    what: 'education.what',
    added: 'education.added',
    updated: 'education.updated',
  },
  summary: (education) => ({
    name: education.institution,
    heading: education.institution,
    detail: `${education.degree}, ${education.field_of_study}`,
  }),
  form: {
    resolver: zodResolver(educationBodySchema),
    rows: [
      [{ name: 'institution', label: 'education.institution' }],
      [
        { name: 'degree', label: 'education.degree' },
        { name: 'field_of_study', label: 'education.fieldOfStudy' },
      ],
    ],
    currentLabel: 'education.current',
    endDate: { helperText: 'education.endHelp', isRequired: true, isHiddenWhileCurrent: false },
  },
};

export const JOB_EXPERIENCE: DatedRecordSpec<'job'> = {
  kind: 'job',
  route: 'job-experience',
  texts: {
    title: 'job.title',
    empty: 'job.empty',
    add: 'job.add',
    update: 'job.update',
    formAdd: 'job.form.add',
    formUpdate: 'job.form.update',
    what: 'job.what',
    added: 'job.added',
    // Spec section 8: the update also says "added".
    updated: 'job.added',
  },
  summary: (job, t) => ({
    name: t('job.name', { title: job.title, company: job.company }),
    heading: job.title,
    detail: `${job.company} · ${job.location}`,
  }),
  form: {
    resolver: zodResolver(jobExperienceBodySchema),
    rows: [
      [
        { name: 'company', label: 'job.company' },
        { name: 'title', label: 'job.jobTitle' },
      ],
      [{ name: 'location', label: 'job.location' }],
    ],
    currentLabel: 'job.current',
    endDate: { helperText: 'job.endHelp', isRequired: false, isHiddenWhileCurrent: true },
  },
};
