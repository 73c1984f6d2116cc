import { Button, Text } from '@chakra-ui/react';
import type { Education } from '@alumni/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { LinkButton } from '../../../components/link-button';
import { periodLabel } from './period';
import { ProfileSection, RecordRow } from './profile-section';
import { useDeleteRecord } from './use-delete-record';

export function EducationList({ educations }: { educations: Education[] }) {
  const deleteRecord = useDeleteRecord();
  return (
    <ProfileSection
      title="Education"
      isEmpty={educations.length === 0}
      emptyText="No education added yet."
      action={
        <LinkButton to="/user/dashboard/profile/education/add" size="sm" variant="outline">
          <Plus /> Add Education
        </LinkButton>
      }
    >
      {educations.map((education) => (
        <RecordRow
          key={education.id}
          label={education.institution}
          actions={
            <>
              <LinkButton
                to={`/user/dashboard/profile/education/${education.id}/update`}
                size="xs"
                variant="outline"
                aria-label={`Edit ${education.institution}`}
              >
                <Pencil /> Edit
              </LinkButton>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => void deleteRecord('education', education.id)}
                aria-label={`Delete ${education.institution}`}
              >
                <Trash2 /> Delete
              </Button>
            </>
          }
        >
          <Text fontWeight="semibold">{education.institution}</Text>
          <Text>
            {education.degree}, {education.field_of_study}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {periodLabel(education)}
          </Text>
          <Text mt="1" fontSize="sm" whiteSpace="pre-line">
            {education.description}
          </Text>
        </RecordRow>
      ))}
    </ProfileSection>
  );
}
