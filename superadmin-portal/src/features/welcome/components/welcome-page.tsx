import { Box, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { usePageTitle, useSession } from '@alumni/shared';
import { Hourglass, Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { useSuperadminText } from '../../../i18n/use-superadmin-text';

export function WelcomePage() {
  const t = useSuperadminText();
  usePageTitle(t('welcome.title'));
  const user = useSession((state) => state.user);
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return (
    <Box>
      <Heading as="h1" size="2xl">
        {name ? t('welcome.greetingNamed', { name }) : t('welcome.greeting')}
      </Heading>
      <Text mt="2" color="fg.muted" maxW="2xl">
        {t('welcome.intro')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="8" maxW="3xl">
        <Card.Root asChild variant="outline" _hover={{ borderColor: 'brand.solid' }}>
          <Link to="/superAdmin/dashboard/associations">
            <Card.Body gap="2">
              <Landmark />
              <Card.Title>{t('welcome.all')}</Card.Title>
              <Card.Description>{t('welcome.allHint')}</Card.Description>
            </Card.Body>
          </Link>
        </Card.Root>
        <Card.Root asChild variant="outline" _hover={{ borderColor: 'brand.solid' }}>
          <Link to="/superAdmin/dashboard/associations/pending">
            <Card.Body gap="2">
              <Hourglass />
              <Card.Title>{t('welcome.pending')}</Card.Title>
              <Card.Description>{t('welcome.pendingHint')}</Card.Description>
            </Card.Body>
          </Link>
        </Card.Root>
      </SimpleGrid>
    </Box>
  );
}
