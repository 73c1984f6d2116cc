import { Alert, Box, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { usePageTitle, useSession } from '@alumni/shared';
import { type User } from '@alumni/shared/contracts';
import { Link } from 'react-router';
import { useMemberText } from '../../../i18n/use-member-text';

type Greeting = 'greet' | 'ask-for-details' | 'none';

/** Spec section 2: greet when name and phone are all there, ask for them when all are missing, else nothing. */
function greetingFor(user: Pick<User, 'first_name' | 'last_name' | 'phone_number'> | null): Greeting {
  const present = [user?.first_name, user?.last_name, user?.phone_number].filter((value) => Boolean(value?.trim()));
  if (present.length === 3) return 'greet';
  if (present.length === 0) return 'ask-for-details';
  return 'none';
}

export function WelcomePage() {
  const t = useMemberText();
  usePageTitle(t('welcome.title'));
  const user = useSession((s) => s.user);
  const greeting = greetingFor(user);

  return (
    <Box>
      {greeting === 'greet' && user && (
        <>
          <Heading as="h1" size="2xl">
            {t('welcome.greeting', { firstName: user.first_name, lastName: user.last_name })}
          </Heading>
          <Text mt="2" color="fg.muted" maxW="2xl">
            {t('welcome.intro')}
          </Text>
        </>
      )}
      {greeting === 'ask-for-details' && (
        <Alert.Root status="warning" maxW="2xl" title={t('welcome.notice')}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('welcome.notice')}</Alert.Title>
            <Alert.Description>
              {t('welcome.missing')}{' '}
              <ChakraLink asChild fontWeight="semibold" color="brand.fg">
                <Link to="/user/dashboard/profile/update">{t('welcome.missingLink')}</Link>
              </ChakraLink>
              .
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
