import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazyComponent, PageHeader, PanelSection, QueryState, usePageTitle } from '@alumni/shared';
import { formatDate } from '@alumni/shared/format';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { useAssociationId } from '../../associations';
import { useDashboard } from '../api/get-dashboard';
import { CHART_HEIGHT } from './chart-size';
import { FigureTiles } from './figure-tiles';
import { MonthTable } from './month-table';

// uPlot and its stylesheet come with this chunk, fetched when the dashboard first shows its chart.
const MonthChart = lazyComponent(() => import('./month-chart'), 'MonthChart');

/** A pending-only list of the offline transactions, where they are approved. */
const pendingApprovalsPath = (associationId: number) =>
  associationPath(associationId, 'transactions/offline?status=pending');

function PendingApprovals({ associationId, count }: { associationId: number; count: number }) {
  return (
    <Flex
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      gap="3"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      justify="space-between"
    >
      <Text>
        {count === 0
          ? 'No offline payment is waiting for approval.'
          : `${count} offline ${count === 1 ? 'payment is' : 'payments are'} waiting for approval.`}
      </Text>
      <Button asChild variant={count === 0 ? 'outline' : 'solid'} size="sm">
        <Link to={pendingApprovalsPath(associationId)}>Review pending approvals</Link>
      </Button>
    </Flex>
  );
}

/** The association's figures: members today, this month's new members and revenue, the last 12 months. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const associationId = useAssociationId();
  const query = useDashboard(associationId);
  return (
    <Box>
      <PageHeader
        title="Dashboard"
        description={
          query.data ? `Figures on ${formatDate(query.data.today)}, Bangladesh time.` : 'Figures of the association.'
        }
      />
      <QueryState query={query} what="The dashboard">
        {(dashboard) => (
          <Stack gap={{ base: '4', md: '6' }}>
            <FigureTiles dashboard={dashboard} />
            <PendingApprovals associationId={associationId} count={dashboard.pending_offline_approvals} />
            <PanelSection
              titleId="last-12-months"
              title="Last 12 months"
              titleSize="md"
              titleGap="3"
              rounded="lg"
              p={{ base: '3', md: '5' }}
            >
              <Suspense fallback={<Skeleton h={`${CHART_HEIGHT + 32}px`} />}>
                <MonthChart months={dashboard.months} />
              </Suspense>
              <MonthTable months={dashboard.months} />
            </PanelSection>
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
