import { Button, Text } from '@chakra-ui/react';
import type { JobExperience } from '@alumni/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { LinkButton } from '../../../components/link-button';
import { periodLabel } from './period';
import { ProfileSection, RecordRow } from './profile-section';
import { useDeleteRecord } from './use-delete-record';

export function JobList({ jobs }: { jobs: JobExperience[] }) {
  const deleteRecord = useDeleteRecord();
  return (
    <ProfileSection
      title="Job Experience"
      isEmpty={jobs.length === 0}
      emptyText="No job experience added yet."
      action={
        <LinkButton to="/user/dashboard/profile/job-experience/add" size="sm" variant="outline">
          <Plus /> Add Job Experience
        </LinkButton>
      }
    >
      {jobs.map((job) => (
        <RecordRow
          key={job.id}
          label={`${job.title} at ${job.company}`}
          actions={
            <>
              <LinkButton
                to={`/user/dashboard/profile/job-experience/${job.id}/update`}
                size="xs"
                variant="outline"
                aria-label={`Edit ${job.title} at ${job.company}`}
              >
                <Pencil /> Edit
              </LinkButton>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => void deleteRecord('job', job.id)}
                aria-label={`Delete ${job.title} at ${job.company}`}
              >
                <Trash2 /> Delete
              </Button>
            </>
          }
        >
          <Text fontWeight="semibold">{job.title}</Text>
          <Text>
            {job.company} · {job.location}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {periodLabel(job)}
          </Text>
          <Text mt="1" fontSize="sm" whiteSpace="pre-line">
            {job.description}
          </Text>
        </RecordRow>
      ))}
    </ProfileSection>
  );
}
