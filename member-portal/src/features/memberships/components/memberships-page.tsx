import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { PageHeader, QueryState, usePageTitle } from '@alumni/shared';
import { isRenewable, type Membership } from '@alumni/shared/contracts';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMemberText } from '../../../i18n/use-member-text';
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
  const t = useMemberText();
  usePageTitle(t('memberships.title'));
  const query = useMemberships();
  const [renewing, setRenewing] = useState<Membership | null>(null);
  const renew = useRenewal();
  useRenewLink(query.data?.results, setRenewing);
  return (
    <>
      <PageHeader title={t('memberships.title')} description={t('memberships.description')} />
      <QueryState query={query} what={t('memberships.what')}>
        {({ results }) =>
          results.length === 0 ? (
            <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" p="8" textAlign="center" maxW="2xl">
              <Text fontWeight="semibold" fontSize="lg">
                {t('memberships.empty')}
              </Text>
              <Text color="fg.muted" mt="1">
                {t('memberships.emptyHint')}
              </Text>
              <Button asChild mt="4">
                <Link to="/associations">{t('memberships.browse')}</Link>
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
