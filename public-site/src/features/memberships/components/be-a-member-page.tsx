import { Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import {
  allOf,
  currentUserKeys,
  QueryState,
  TestPaymentsNotice,
  useActionDialogs,
  useLanguage,
  usePortalCatalog,
} from '@alumni/shared';
import type { Association, MembershipType } from '@alumni/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useAssociation } from '../../../api/get-association';
import { goToCheckout, returnBaseUrl, usePaymentReturn } from '../../../components/payment-return';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { applicationErrorText, applyForMembership } from '../api/apply-for-membership';
import { useMembershipType } from '../api/get-membership-types';
import { ApplicationForm, type ApplicationFormValues } from './application-form';
import { MembershipTypeCard } from './membership-type-card';
import { associationPageTitle, usePublicPageTitle } from '../../../i18n/page-titles';

export function BeAMemberPage() {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  // The shared page table's parameter names (shared/src/portals/public-pages.ts).
  const { id: associationId = '', membershipId = '' } = useParams();
  const association = useAssociation(associationId);
  const name = association.data?.name;
  usePublicPageTitle('be-a-member', name && associationPageTitle(language, 'be-a-member', name));
  const type = useMembershipType(associationId, membershipId);
  const { runAction } = useActionDialogs();
  const queryClient = useQueryClient();
  usePaymentReturn({ successTo: '/user/dashboard/memberships' });

  const apply = (chosen: Association, chosenType: MembershipType, values: ApplicationFormValues) =>
    runAction({
      action: () =>
        applyForMembership({
          associationId: chosen.id,
          membershipTypeId: chosenType.id,
          institute: values.institute,
          batch: values.batch,
          roll_number: values.roll_number,
          offline: values.offline ?? false,
          proof: values.proof,
          claim: values.claim,
          baseUrl: returnBaseUrl(window.location.href),
        }),
      successText: t('memberships.submitted'),
      errorText: (error) => applicationErrorText(error, t),
      onSuccess: async (transaction) => {
        await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
        if (transaction.payment_url) await goToCheckout(transaction.payment_url);
      },
      redirectTo: '/user/dashboard/transactions',
    });

  return (
    <QueryState query={allOf(association, type)} hasNotFound fill="screen">
      {([chosen, chosenType]) => (
        <Container maxW="6xl" py={{ base: '8', md: '12' }}>
          <Button asChild variant="ghost" size="sm" mb="4" ml="-2">
            <Link to={`/associations/${associationId}/memberships`}>
              <ArrowLeft /> {t('memberships.options')}
            </Link>
          </Button>
          <Stack gap="1" mb={{ base: '6', md: '8' }}>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {t('memberships.beAMember')}
            </Heading>
            <Text color="fg.muted">
              {t('memberships.applyFor', { type: chosenType.name, association: chosen.name })}
            </Text>
          </Stack>
          <TestPaymentsNotice />
          <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap="8" alignItems="start">
            <MembershipTypeCard association={chosen} type={chosenType} />
            <ApplicationForm school={chosen.name} onSubmit={(values) => apply(chosen, chosenType, values)} />
          </Grid>
        </Container>
      )}
    </QueryState>
  );
}
