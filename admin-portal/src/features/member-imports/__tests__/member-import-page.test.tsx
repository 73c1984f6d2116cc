import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import type { MemberImportResult } from '@alumni/shared/contracts';
import { screen, waitFor } from '@alumni/shared/testing';
import { ok, renderAdminAt, signInAdmin } from '../../../test-utils';

const dryRun: MemberImportResult = {
  dry_run: true,
  format: 'csv',
  encoding: 'utf-8',
  rows_total: 2,
  created: 1,
  updated: 0,
  unchanged: 0,
  refused: [{ row: 3, reason: 'Unknown membership type "Gold" (this association\'s types: General Member).' }],
  invited: 1,
  headers: ['first_name', 'email', 'membership_type'],
  mapping: { first_name: 'first_name', email: 'email', membership_type: 'membership_type' },
  rows: [
    { row: 2, action: 'create', name: 'রহিম', email: 'rahim@example.com', serial: 1, invited: true },
    {
      row: 3,
      action: 'refuse',
      reason: 'Unknown membership type "Gold" (this association\'s types: General Member).',
      name: 'Karim',
      email: 'karim@example.com',
      serial: null,
      invited: false,
    },
  ],
};

jest.setTimeout(20_000);
beforeEach(signInAdmin);

describe('Import members', () => {
  it('uploads the file as multipart for a dry run and shows each row with its action and reason', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok({ count: 0, results: [] }));
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok(dryRun));
    const { user } = renderAdminAt('/admin/dashboard/associations/7/members/import');
    const file = new File(['first_name,email,membership_type\n'], 'members.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('File to import'), file);

    expect(await screen.findByText('1 would be created')).toBeInTheDocument();
    expect(screen.getByText(/Unknown membership type "Gold"/)).toBeInTheDocument();
    expect(screen.getByText('New account: invited by e-mail to set a password')).toBeInTheDocument();
    expect(screen.getByLabelText('Column for E-mail')).toHaveValue('email');
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [url, form, config] = post.mock.calls[0] as [string, FormData, { headers: Record<string, string> }];
    expect(url).toBe('/associations/7/members/import/');
    expect(form.get('dry_run')).toBe('true');
    expect((form.get('file') as File).name).toBe('members.csv');
    expect(config.headers['Content-Type']).toBe('multipart/form-data');
  });

  it('offers the template to download', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok({ count: 0, results: [] }));
    renderAdminAt('/admin/dashboard/associations/7/members/import');
    expect(await screen.findByRole('button', { name: 'Download template' })).toBeInTheDocument();
  });
});
