import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api, fillText } from '@alumni/shared';
import { screen, within } from '@alumni/shared/testing';
import type uPlot from 'uplot';
import { ADMIN_CATALOGS } from '../../../i18n/catalogs/admin';
import { adminBn as bn } from '../../../i18n/catalogs/admin/bn';
import { ok, renderAdminIn, signInAdmin } from '../../../test-utils';
import { dashboardOf } from './fixtures';

// jsdom has no canvas: uPlot is replaced by a recorder of the options the chart hands it.
const drawn: uPlot.Options[] = [];
jest.mock('uplot', () => {
  class FakeUPlot {
    static paths = { bars: () => () => null };
    constructor(options: uPlot.Options) {
      drawn.push(options);
    }
    setSize() {}
    destroy() {}
  }
  return { __esModule: true, default: FakeUPlot };
});
jest.mock('uplot/dist/uPlot.min.css', () => ({ __esModule: true, default: '.uplot{}' }));

const { dashboard } = dashboardOf(1000);

jest.setTimeout(20_000);
beforeAll(() => ADMIN_CATALOGS.load('bn'));
beforeEach(signInAdmin);

describe('Dashboard, in Bangla', () => {
  it('shows the figures, the pending approvals and the months in Bangla words and digits', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok(dashboard));
    renderAdminIn('bn', '/admin/dashboard/associations/7/dashboard');

    const active = await screen.findByRole('region', { name: bn['dashboard.activeMembers'] });
    expect(within(active).getByText('১,২৩৪')).toBeInTheDocument();
    expect(within(active).getByText(bn['dashboard.activeNote'])).toBeInTheDocument();
    const expiring = screen.getByRole('region', { name: fillText(bn['dashboard.expiringIn'], { days: '৩০' }) });
    expect(within(expiring).getByText('৫৬')).toBeInTheDocument();
    const revenue = screen.getByRole('region', { name: bn['dashboard.revenue'] });
    expect(within(revenue).getByText('৳ ১১,০০০')).toBeInTheDocument();
    expect(
      within(revenue).getByText(fillText(bn['dashboard.netOfRefunds'], { month: 'এপ্রিল ২০২৬' })),
    ).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: bn['dashboard.title'] })).toBeInTheDocument();
    expect(screen.getByText(fillText(bn['dashboard.figuresOn'], { date: '০১/০৪/২০২৬' }))).toBeInTheDocument();
    expect(screen.getByText(fillText(bn['dashboard.pendingOther'], { count: '৩' }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bn['dashboard.review'] })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: bn['dashboard.last12'] })).toBeInTheDocument();
    expect(screen.getByText(bn['dashboard.byMonth'])).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: bn['dashboard.month'] })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'মে ২০২৫' })).toBeInTheDocument();

    // The chart's axes and series read in Bangla too.
    expect(
      await screen.findByText(
        fillText(bn['dashboard.monthSummary'], { month: 'এপ্রিল ২০২৬', revenue: '৳ ১১,০০০', count: '১১' }),
      ),
    ).toBeInTheDocument();
    const options = drawn[drawn.length - 1];
    expect(options.series.map((s) => s.label)).toEqual([
      undefined,
      bn['dashboard.revenue'],
      bn['dashboard.newMembers'],
    ]);
    const money = options.axes![1].values as (u: uPlot, splits: number[]) => string[];
    expect(money({} as uPlot, [0, 5000])).toEqual(['৳ ০', '৳ ৫,০০০']);
  });
});
