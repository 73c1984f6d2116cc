import { Stack } from '@chakra-ui/react';
import { PageHeader, QueryState, usePageTitle } from '@alumni/shared';
import { useMemberText } from '../../../i18n/use-member-text';
import { useCurrentUser } from '../api/current-user';
import { ContactLinks } from './contact-links';
import { DatedRecordList } from './dated-record-list';
import { EDUCATION, JOB_EXPERIENCE } from './dated-records';
import { ProfileSummary } from './profile-summary';
import { YourDataSection } from './your-data-section';

export function ProfilePage() {
  const t = useMemberText();
  usePageTitle(t('profile.title'));
  const query = useCurrentUser();
  return (
    <>
      <PageHeader title={t('profile.title')} />
      <QueryState query={query} what={t('profile.what')}>
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
