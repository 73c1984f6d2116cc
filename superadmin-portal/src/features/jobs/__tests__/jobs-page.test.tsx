import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import type { Job } from '@alumni/shared/contracts';
import { screen, within } from '@alumni/shared/testing';
import { ok, renderSuperAdminAt, signInSuperAdmin } from '../../../test-utils';

const ID = '5b1b7f3e-6a0c-4f4e-9a55-0d7c2a9e0b11';
const failedJob = (state: Job['state']): Job => ({
  id: ID,
  name: 'mail-outbox-flush',
  state,
  retry_count: 0,
  retry_limit: 0,
  created_at: '2026-02-01T08:00:00Z',
  start_after: '2026-02-01T08:00:00Z',
  started_at: '2026-02-01T08:00:01Z',
  completed_at: '2026-02-01T08:00:02Z',
  error: state === 'failed' ? '1 of 1 mails not delivered: mail 4: 550 refused' : null,
});

jest.setTimeout(20_000);
beforeEach(signInSuperAdmin);

describe('Jobs', () => {
  it('lists failed jobs with their error, retries one, and switches to the queued ones', async () => {
    let retried = false;
    const get = jest.spyOn(api, 'get').mockImplementation(async (url, config) => {
      if (url === '/jobs/scheduled/') return ok({ results: [] });
      const state = (config?.params as { state: string }).state;
      if (state === 'failed') return ok({ count: retried ? 0 : 1, results: retried ? [] : [failedJob('failed')] });
      if (state === 'queued') return ok({ count: 1, results: [failedJob('retry')] });
      return ok({ count: 0, results: [] });
    });
    const post = jest.spyOn(api, 'post').mockImplementation(async () => {
      retried = true;
      return ok(failedJob('retry'));
    });
    const { user } = renderSuperAdminAt('/superAdmin/dashboard/jobs');

    const table = await screen.findByRole('table', { name: 'Failed jobs' });
    expect(get).toHaveBeenCalledWith('/jobs/', { params: { state: 'failed', page: 1, limit: 20 } });
    expect(within(table).getByText('mail-outbox-flush')).toBeInTheDocument();
    expect(within(table).getByText('1 of 1 mails not delivered: mail 4: 550 refused')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Retry mail-outbox-flush' }));
    expect(await screen.findByText('mail-outbox-flush queued again.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(`/jobs/${ID}/retry/`);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('No job has failed.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Queued' }));
    const queued = await screen.findByRole('table', { name: 'Queued jobs' });
    expect(within(queued).getByText('mail-outbox-flush')).toBeInTheDocument();
    expect(within(queued).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('lists the scheduled jobs and runs one now', async () => {
    jest
      .spyOn(api, 'get')
      .mockImplementation(async (url) =>
        url === '/jobs/scheduled/'
          ? ok({ results: [{ name: 'reminders-send', cron: '0 3 * * *' }] })
          : ok({ count: 0, results: [] }),
      );
    const post = jest.spyOn(api, 'post').mockImplementation(async () => ok(failedJob('created')));
    const { user } = renderSuperAdminAt('/superAdmin/dashboard/jobs');

    const section = await screen.findByRole('region', { name: 'Scheduled jobs' });
    expect(await within(section).findByText('reminders-send')).toBeInTheDocument();
    expect(within(section).getByText(/Mails renewal reminders due today/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Run reminders-send now' }));
    expect(await screen.findByText('reminders-send queued to run now.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/jobs/scheduled/reminders-send/run/');
  });
});
