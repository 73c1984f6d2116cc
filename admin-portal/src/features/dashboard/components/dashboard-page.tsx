import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  lazyComponent,
  PageHeader,
  PanelSection,
  QueryState,
  useLanguage,
  usePageTitle,
  usePortalCatalog,
} from '@alumni/shared';
import { formatDate } from '@alumni/shared/format';
import { figure } from '../../../components/figure';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { ADMIN_CATALOGS } from '../../../i18n/catalogs/admin';
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
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const language = useLanguage();
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
          ? t('dashboard.noPending')
          : t(count === 1 ? 'dashboard.pendingOne' : 'dashboard.pendingOther', { count: figure(count, language) })}
      </Text>
      <Button asChild variant={count === 0 ? 'outline' : 'solid'} size="sm">
        <Link to={pendingApprovalsPath(associationId)}>{t('dashboard.review')}</Link>
      </Button>
    </Flex>
  );
}

/** The association's figures: members today, this month's new members and revenue, the last 12 months. */
export function DashboardPage() {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const language = useLanguage();
  usePageTitle(t('dashboard.title'));
  const associationId = useAssociationId();
  const query = useDashboard(associationId);
  return (
    <Box>
      <PageHeader
        title={t('dashboard.title')}
        description={
          query.data
            ? t('dashboard.figuresOn', { date: formatDate(query.data.today, language) })
            : t('dashboard.figures')
        }
      />
      <QueryState query={query} what={t('dashboard.what')}>
        {(dashboard) => (
          <Stack gap={{ base: '4', md: '6' }}>
            <FigureTiles dashboard={dashboard} />
            <PendingApprovals associationId={associationId} count={dashboard.pending_offline_approvals} />
            <PanelSection
              titleId="last-12-months"
              title={t('dashboard.last12')}
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
