import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { PageHeader, QueryState, usePageTitle } from '@alumni/shared';
import { isRenewable, type Membership } from '@alumni/shared/contracts';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMemberships } from '../api/memberships';
import { MembershipCard } from './membership-card';
import { RenewDialog } from './renew-dialog';
import { useRenewal } from './use-renewal';

/**
 * `?renew=<id>`, the one-click link of a renewal reminder: opens that membership's renewal once the
 * list is there, if it is the member's and can be renewed (else the page as it is), and drops the
 * parameter so a reload does not open it again.
 */
function useRenewLink(memberships: Membership[] | undefined, open: (membership: Membership) => void) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('renew');
  useEffect(() => {
    if (!wanted || !memberships) return;
    const membership = memberships.find((m) => String(m.id) === wanted);
    if (membership && isRenewable(membership.status)) open(membership);
    setParams(
      (next) => {
        next.delete('renew');
        return next;
      },
      { replace: true },
    );
  }, [wanted, memberships, open, setParams]);
}

export function MembershipsPage() {
  usePageTitle('Your Memberships');
  const query = useMemberships();
  const [renewing, setRenewing] = useState<Membership | null>(null);
  const renew = useRenewal();
  useRenewLink(query.data?.results, setRenewing);
  return (
    <>
      <PageHeader
        title="Your Memberships"
        description="Renew a membership that ends soon or has ended. Download your certificate as a PDF or have it e-mailed to you; its QR code lets anyone check it."
      />
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
                <MembershipCard key={membership.id} membership={membership} onRenew={setRenewing} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
      <RenewDialog
        membership={renewing}
        onClose={() => setRenewing(null)}
        onRenew={(membership, choice) => {
          setRenewing(null);
          void renew(membership, choice);
        }}
      />
    </>
  );
}
