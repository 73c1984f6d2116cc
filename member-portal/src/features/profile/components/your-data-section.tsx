import { Button, Flex, Text } from '@chakra-ui/react';
import { getErrorMessage, useActionDialogs } from '@alumni/shared';
import { LinkButton } from '../../../components/link-button';
import { downloadMyData } from '../api/your-data';
import { ProfileSection } from './profile-section';

/** Download everything held about you, or delete the account (issue 15, "Your data"). */
export function YourDataSection() {
  const { runAction } = useActionDialogs();
  const download = () =>
    runAction({
      confirm: false,
      action: downloadMyData,
      successText:
        'Your data is downloading: your profile, memberships, payments and requests, as JSON and CSV in one zip file.',
      errorText: (error) => getErrorMessage(error, 'Your data could not be prepared. Please try again later.'),
    });
  return (
    <ProfileSection title="Your Data">
      <Text color="fg.muted" mb="4">
        Download a copy of everything this site holds about you, or delete your account. Associations keep their records
        of your memberships and payments, without your name.
      </Text>
      <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
        <Button size="sm" variant="outline" onClick={() => void download()}>
          Download My Data
        </Button>
        <LinkButton to="/user/dashboard/profile/delete-account" size="sm" variant="outline" colorPalette="red">
          Delete My Account
        </LinkButton>
      </Flex>
    </ProfileSection>
  );
}
