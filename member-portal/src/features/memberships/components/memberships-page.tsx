import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { PageHeader, QueryState, usePageTitle } from '@alumni/shared';
import { Link } from 'react-router';
import { useMemberships } from '../api/memberships';
import { MembershipCard } from './membership-card';

export function MembershipsPage() {
  usePageTitle('Your Memberships');
  const query = useMemberships();
  return (
    <>
      <PageHeader title="Your Memberships" description="Request a certificate and it is e-mailed to you as a PDF." />
      <QueryState query={query} what="Your memberships">
        {({ results }) =>
          results.length === 0 ? (
            <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" p="8" textAlign="center" maxW="2xl">
              <Text fontWeight="semibold" fontSize="lg">
                You have no memberships yet.
              </Text>
              <Text color="fg.muted" mt="1">
                Find your school's alumni association and become a member.
              </Text>
              <Button asChild mt="4">
                <Link to="/associations">Browse associations</Link>
              </Button>
            </Box>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              {results.map((membership) => (
                <MembershipCard key={membership.id} membership={membership} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
    </>
  );
}
