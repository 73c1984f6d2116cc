import { Box, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { usePageTitle, useSession } from '@alumni/shared';
import { Hourglass, Landmark } from 'lucide-react';
import { Link } from 'react-router';

export function WelcomePage() {
  usePageTitle('Super Admin Dashboard');
  const user = useSession((state) => state.user);
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return (
    <Box>
      <Heading as="h1" size="2xl">
        Welcome{name ? `, ${name}` : ''}!
      </Heading>
      <Text mt="2" color="fg.muted" maxW="2xl">
        This is the super admin dashboard. Review association registration requests and approve the pending ones.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="8" maxW="3xl">
        <Card.Root asChild variant="outline" _hover={{ borderColor: 'brand.solid' }}>
          <Link to="/superAdmin/dashboard/associations">
            <Card.Body gap="2">
              <Landmark />
              <Card.Title>All registration requests</Card.Title>
              <Card.Description>Every association that applied, approved or not.</Card.Description>
            </Card.Body>
          </Link>
        </Card.Root>
        <Card.Root asChild variant="outline" _hover={{ borderColor: 'brand.solid' }}>
          <Link to="/superAdmin/dashboard/associations/pending">
            <Card.Body gap="2">
              <Hourglass />
              <Card.Title>Pending requests</Card.Title>
              <Card.Description>Requests waiting for your approval.</Card.Description>
            </Card.Body>
          </Link>
        </Card.Root>
      </SimpleGrid>
    </Box>
  );
}
