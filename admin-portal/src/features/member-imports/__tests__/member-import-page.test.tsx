import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { screen, waitFor } from '@alumni/shared/testing';
import { ok, renderAdminAt, signInAdmin } from '../../../test-utils';
import { answersImport, dryRunOf } from './fixtures';

const dryRun = dryRunOf(1, 'Unknown membership type "Gold" (this association\'s types: General Member).');

jest.setTimeout(20_000);
beforeEach(signInAdmin);

describe('Import members', () => {
  it('uploads the file as multipart for a dry run and shows each row with its action and reason', async () => {
    const post = answersImport(dryRun);
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
