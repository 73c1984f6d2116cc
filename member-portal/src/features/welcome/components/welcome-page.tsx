import { Alert, Box, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { usePageTitle, useSession } from '@alumni/shared';
import { type User } from '@alumni/shared/contracts';
import { Link } from 'react-router';

type Greeting = 'greet' | 'ask-for-details' | 'none';

/** Spec section 2: greet when name and phone are all there, ask for them when all are missing, else nothing. */
function greetingFor(user: Pick<User, 'first_name' | 'last_name' | 'phone_number'> | null): Greeting {
  const present = [user?.first_name, user?.last_name, user?.phone_number].filter((value) => Boolean(value?.trim()));
  if (present.length === 3) return 'greet';
  if (present.length === 0) return 'ask-for-details';
  return 'none';
}

export function WelcomePage() {
  usePageTitle('Dashboard');
  const user = useSession((s) => s.user);
  const greeting = greetingFor(user);

  return (
    <Box>
      {greeting === 'greet' && user && (
        <>
          <Heading as="h1" size="2xl">
            Welcome, {user.first_name} {user.last_name}!
          </Heading>
          <Text mt="2" color="fg.muted" maxW="2xl">
            Good to see you. Use the menu to see your memberships and transactions, or to apply for a new association.
          </Text>
        </>
      )}
      {greeting === 'ask-for-details' && (
        <Alert.Root status="warning" maxW="2xl" title="Notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Notice</Alert.Title>
            <Alert.Description>
              Your name and phone number are missing. Please update them from the profile menu:{' '}
              <ChakraLink asChild fontWeight="semibold" color="brand.fg">
                <Link to="/user/dashboard/profile/update">View Profile → Update</Link>
              </ChakraLink>
              .
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
