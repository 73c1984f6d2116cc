import { Button, Flex, Text } from '@chakra-ui/react';
import { getErrorMessage, useActionDialogs } from '@alumni/shared';
import { LinkButton } from '../../../components/link-button';
import { downloadMyData } from '../api/your-data';
import { ProfileSection } from './profile-section';
import { useMemberText } from '../../../i18n/use-member-text';

/** Download everything held about you, or delete the account (issue 15, "Your data"). */
export function YourDataSection() {
  const t = useMemberText();
  const { runAction } = useActionDialogs();
  const download = () =>
    runAction({
      confirm: false,
      action: downloadMyData,
      successText: t('yourData.downloading'),
      errorText: (error) => getErrorMessage(error, t('yourData.failed')),
    });
  return (
    <ProfileSection title={t('yourData.title')}>
      <Text color="fg.muted" mb="4">
        {t('yourData.intro')}
      </Text>
      <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
        <Button size="sm" variant="outline" onClick={() => void download()}>
          {t('yourData.download')}
        </Button>
        <LinkButton to="/user/dashboard/profile/delete-account" size="sm" variant="outline" colorPalette="red">
          {t('yourData.delete')}
        </LinkButton>
      </Flex>
    </ProfileSection>
  );
}
