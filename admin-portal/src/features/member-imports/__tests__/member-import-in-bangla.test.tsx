import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fillText } from '@alumni/shared';
import { screen, within } from '@alumni/shared/testing';
import { bn, renderAdminInBanglaAt } from '../../../i18n/admin-events-testing';
import { signInAdmin } from '../../../test-utils';
import { answersImport, dryRunOf } from './fixtures';

// The refusal's reason comes from the API, already in Bangla (the request's Accept-Language).
const REASON = 'অজানা সদস্যপদের ধরন "Gold"।';
const dryRun = dryRunOf(11, REASON);

jest.setTimeout(20_000);
beforeEach(signInAdmin);

describe('Import members, in Bangla', () => {
  it('shows the page, the dry run counts in Bangla digits, each row, and the confirmation in Bangla', async () => {
    const post = answersImport(dryRun);
    const { user } = await renderAdminInBanglaAt('/admin/dashboard/associations/7/members/import');
    expect(await screen.findByRole('heading', { level: 1, name: bn['imports.title'] })).toBeInTheDocument();
    expect(screen.getByText(bn['imports.description'])).toHaveTextContent('২০,০০০');
    expect(screen.getByRole('button', { name: bn['imports.template'] })).toBeInTheDocument();

    const file = new File(['first_name,email,membership_type\n'], 'members.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(bn['imports.file']), file);
    expect(await screen.findByText(fillText(bn['imports.wouldCreate'], { count: '১১' }))).toBeInTheDocument();
    expect(screen.getByText(fillText(bn['imports.refused'], { count: '১' }))).toBeInTheDocument();
    expect(screen.getByText(fillText(bn['imports.invitedOther'], { count: '১১' }))).toBeInTheDocument();
    expect(screen.getByText(bn['imports.invitedWhy'])).toBeInTheDocument();
    const refused = screen.getByText(REASON).closest('tr')!;
    expect(within(refused).getByText('১৩')).toBeInTheDocument();
    expect(within(refused).getByText(bn['imports.action.refuse'])).toBeInTheDocument();
    const emailColumn = fillText(bn['imports.columnFor'], { field: bn['imports.field.email'] });
    expect(screen.getByLabelText(emailColumn)).toHaveValue('email');

    await user.click(screen.getByRole('button', { name: bn['imports.import'] }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(bn['imports.confirmTitle']);
    expect(dialog).toHaveTextContent(fillText(bn['imports.confirmOther'], { created: '১১', updated: '০' }));
    await user.click(within(dialog).getByRole('button', { name: bn['imports.cancel'] }));
    expect(post).toHaveBeenCalledTimes(1);
  });
});
