import { Stack } from '@chakra-ui/react';
import { PageHeader, QueryState, usePageTitle } from '@alumni/shared';
import { useCurrentUser } from '../api/current-user';
import { ContactLinks } from './contact-links';
import { DatedRecordList } from './dated-record-list';
import { EDUCATION, JOB_EXPERIENCE } from './dated-records';
import { ProfileSummary } from './profile-summary';
import { YourDataSection } from './your-data-section';

export function ProfilePage() {
  usePageTitle('Your Profile');
  const query = useCurrentUser();
  return (
    <>
      <PageHeader title="Your Profile" />
      <QueryState query={query} what="Your profile">
        {(user) => (
          <Stack gap="6" maxW="4xl">
            <ProfileSummary user={user} />
            <ContactLinks contacts={user.contact_details} />
            <DatedRecordList spec={EDUCATION} records={user.educations} />
            <DatedRecordList spec={JOB_EXPERIENCE} records={user.job_experiences} />
            <YourDataSection />
          </Stack>
        )}
      </QueryState>
    </>
  );
}
