import { educationBodySchema, jobExperienceBodySchema } from '@alumni/shared/contracts';
import { zodResolver } from '@alumni/shared/forms';
import type { Path, Resolver } from 'react-hook-form';
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
  /** Title case: section heading, "Add <title>" link, page titles. */
  title: string;
  /** Lower case: "No <noun> added yet.", the forms' names "Add <noun>", "This <noun>" when it cannot load. */
  noun: string;
  addedText: string;
  updatedText: string;
  /** A row's accessible name, its bold first line and the line under it. */
  summary: (record: RecordItem<K>) => { name: string; heading: string; detail: string };
  form: {
    resolver: Resolver<RecordBody<K>>;
    /** The record's own text fields, a row each; two in a row sit side by side from `sm` up. */
    rows: { name: Path<RecordBody<K>> & keyof RecordItem<K>; label: string }[][];
    currentLabel: string;
    /**
     * Education: always asked (the expected end while still studying). Job: optional, hidden while
     * "current" is ticked, and then sent as null (ongoing, shown as "Present").
     */
    endDate: { helperText: string; isRequired: boolean; isHiddenWhileCurrent: boolean };
  };
};

/** Spec sections 5 and 8. */
export const EDUCATION: DatedRecordSpec<'education'> = {
  kind: 'education',
  route: 'education',
  title: 'Education',
  noun: 'education',
  addedText: 'Education added successfully.',
  updatedText: 'Education updated successfully.',
  summary: (education) => ({
    name: education.institution,
    heading: education.institution,
    detail: `${education.degree}, ${education.field_of_study}`,
  }),
  form: {
    resolver: zodResolver(educationBodySchema),
    rows: [
      [{ name: 'institution', label: 'Institution' }],
      [
        { name: 'degree', label: 'Degree' },
        { name: 'field_of_study', label: 'Field of Study' },
      ],
    ],
    currentLabel: 'I currently study here',
    endDate: { helperText: 'Expected end date if you still study here', isRequired: true, isHiddenWhileCurrent: false },
  },
};

export const JOB_EXPERIENCE: DatedRecordSpec<'job'> = {
  kind: 'job',
  route: 'job-experience',
  title: 'Job Experience',
  noun: 'job experience',
  addedText: 'Job experience added successfully.',
  // Spec section 8: the update also says "added".
  updatedText: 'Job experience added successfully.',
  summary: (job) => ({
    name: `${job.title} at ${job.company}`,
    heading: job.title,
    detail: `${job.company} · ${job.location}`,
  }),
  form: {
    resolver: zodResolver(jobExperienceBodySchema),
    rows: [
      [
        { name: 'company', label: 'Company' },
        { name: 'title', label: 'Title' },
      ],
      [{ name: 'location', label: 'Location' }],
    ],
    currentLabel: 'I currently work here',
    endDate: { helperText: 'Leave empty if you still work here', isRequired: false, isHiddenWhileCurrent: true },
  },
};
