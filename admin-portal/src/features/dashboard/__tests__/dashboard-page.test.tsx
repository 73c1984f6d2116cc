import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api, useTheme } from '@alumni/shared';
import { act, screen, waitFor, within, expectLinks } from '@alumni/shared/testing';
import type uPlot from 'uplot';
import { ok, renderAdminAt, signInAdmin } from '../../../test-utils';
import { dashboardOf } from './fixtures';

// jsdom has no canvas: uPlot is replaced by a recorder of what the chart hands it.
type Drawn = { options: uPlot.Options; data: uPlot.AlignedData; destroyed: boolean };
const drawn: Drawn[] = [];
jest.mock('uplot', () => {
  class FakeUPlot {
    static paths = { bars: () => () => null };
    private readonly record: Drawn;
    constructor(options: uPlot.Options, data: uPlot.AlignedData) {
      this.record = { options, data, destroyed: false };
      drawn.push(this.record);
    }
    setSize() {}
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { __esModule: true, default: FakeUPlot };
});
jest.mock('uplot/dist/uPlot.min.css', () => ({ __esModule: true, default: '.uplot{}' }));

const { months, dashboard } = dashboardOf(100);

jest.setTimeout(20_000);
beforeEach(() => {
  drawn.length = 0;
  signInAdmin();
  useTheme.getState().setMode('light');
});

describe('Dashboard', () => {
  it('shows the four figures, the pending approvals with their link and the 12 months', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(ok(dashboard));
    renderAdminAt('/admin/dashboard/associations/7/dashboard');

    const active = await screen.findByRole('region', { name: 'Active members' });
    expect(within(active).getByText('1234')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Expiring in 30 days' })).getByText('56')).toBeInTheDocument();
    const newMembers = screen.getByRole('region', { name: 'New members' });
    expect(within(newMembers).getByText('11')).toBeInTheDocument();
    expect(within(newMembers).getByText('April 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Revenue' })).getByText(/1,100/)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/associations/7/dashboard/');

    expect(screen.getByText('3 offline payments are waiting for approval.')).toBeInTheDocument();
    expectLinks([['Review pending approvals', '/admin/dashboard/associations/7/transactions/offline?status=pending']]);

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[1]).getByText('April 2026')).toBeInTheDocument();
    expect(within(rows[12]).getByText('May 2025')).toBeInTheDocument();
  });

  it('hands the chart the months, and draws it again in the new colours when the theme changes', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok(dashboard));
    renderAdminAt('/admin/dashboard/associations/7/dashboard');
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0].data).toEqual([
      months.map((_, i) => i),
      months.map((m) => m.revenue),
      months.map((m) => m.new_members),
    ]);
    expect(drawn[0].options.series.map((s) => s.label)).toEqual([undefined, 'Revenue', 'New members']);

    act(() => useTheme.getState().setMode('dark'));
    await waitFor(() => expect(drawn).toHaveLength(2));
    expect(drawn[0].destroyed).toBe(true);
    expect(drawn[1].destroyed).toBe(false);
  });

  it('opens the offline transactions filtered to those waiting for approval', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockImplementation(async (url) => (url.endsWith('/dashboard/') ? ok(dashboard) : ok({ count: 0, results: [] })));
    const { user } = renderAdminAt('/admin/dashboard/associations/7/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Review pending approvals' }));
    expect(await screen.findByText('No offline payment is waiting for approval.')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/associations/7/transactions/memberships/', {
      params: { offline: true, success: false, page: 1, limit: 50 },
    });
    expectLinks([['Show all', '/admin/dashboard/associations/7/transactions/offline']]);
  });
});
