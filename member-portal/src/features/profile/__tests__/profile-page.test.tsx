import { beforeEach, describe, expect, it } from '@jest/globals';
import { useSession } from '@alumni/shared';
import { makeUser, screen, waitFor, within, expectLinks } from '@alumni/shared/testing';
import { confirmYes, mockGet, mockMethod, renderAt } from '../../../testing/fixtures';
import { education, job as storedJob } from './records';

// Still at the job: shown as Present.
const job = { ...storedJob, end_date: null, current: true };
const linkedin = { id: 31, platform: 'LinkedIn', link: 'https://linkedin.com/in/ada', description: null };

const fullUser = makeUser({
  father_name: 'Abdul',
  mother_name: null,
  educations: [education],
  job_experiences: [job],
  contact_details: [linkedin],
});

beforeEach(() => useSession.getState().setUser(null));

describe('Profile page', () => {
  it('shows the picture, name, bio, contacts, parents only when stored, education and ongoing jobs as Present', async () => {
    mockGet({ '/auth/user/': fullUser });
    renderAt('/user/dashboard/profile');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('SSC 2008.')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expectLinks([['Change E-mail', '/user/dashboard/profile/update-email']]);
    expect(screen.getByText('01712345678')).toBeInTheDocument();
    expect(screen.getByText('Father: Abdul')).toBeInTheDocument();
    expect(screen.queryByText(/Mother/)).not.toBeInTheDocument();
    expect(screen.queryByText(/NID/)).not.toBeInTheDocument();
    expectLinks([['https://linkedin.com/in/ada', 'https://linkedin.com/in/ada']]);
    expect(screen.getByText('Jan 2004 – Mar 2008')).toBeInTheDocument();
    expect(screen.getByText('Jan 2019 – Present')).toBeInTheDocument();
    expectLinks([
      [/Update Profile/, '/user/dashboard/profile/update'],
      [/Update Picture/, '/user/dashboard/profile/update-picture'],
      [/Change Password/, '/user/dashboard/profile/update-password'],
      [/Add Education/, '/user/dashboard/profile/education/add'],
      ['Edit Ideal School', '/user/dashboard/profile/education/11/update'],
      ['Edit Engineer at Acme', '/user/dashboard/profile/job-experience/21/update'],
    ]);
  });

  it('adds a contact link in an inline form that closes after the save, and the session user follows', async () => {
    const added = { id: 32, platform: 'GitHub', link: 'https://github.com/ada', description: null };
    let current = fullUser;
    mockGet({ '/auth/user/': () => current });
    const post = mockMethod('post', () => {
      current = { ...fullUser, contact_details: [linkedin, added] };
      return added;
    });
    const { user } = renderAt('/user/dashboard/profile');
    await user.click(await screen.findByRole('button', { name: /Add Contact/ }));
    const form = screen.getByRole('form', { name: 'Add contact link' });

    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Platform is required')).toBeInTheDocument();
    expect(within(form).getByText('Link is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/Platform/), 'GitHub');
    await user.type(within(form).getByLabelText(/^Link/), 'not a url');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Link must be a valid URL (http or https)')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/^Link/));
    await user.type(within(form).getByLabelText(/^Link/), 'https://github.com/ada');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await confirmYes(user);
    expect(await screen.findByText('Contact info added successfully.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/auth/user/contact-details/', {
      platform: 'GitHub',
      link: 'https://github.com/ada',
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add contact link' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'https://github.com/ada' })).toBeInTheDocument();
    expect(useSession.getState().user?.contact_details).toHaveLength(2);
  });

  it('edits a contact link in place and Cancel closes the form unchanged', async () => {
    mockGet({ '/auth/user/': fullUser });
    const patch = mockMethod('patch', { ...linkedin, link: 'https://linkedin.com/in/ada-l' });
    const { user } = renderAt('/user/dashboard/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit LinkedIn' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit LinkedIn' }));
    const form = screen.getByRole('form', { name: 'Edit contact link LinkedIn' });
    const link = within(form).getByLabelText(/^Link/);
    expect(link).toHaveValue('https://linkedin.com/in/ada');
    await user.clear(link);
    await user.type(link, 'https://linkedin.com/in/ada-l');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await confirmYes(user);
    expect(await screen.findByText('Contact info updated successfully.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/auth/user/contact-details/31/', {
      platform: 'LinkedIn',
      link: 'https://linkedin.com/in/ada-l',
      description: null,
    });
  });

  it('deletes an education after confirmation, and Close on the question deletes nothing', async () => {
    mockGet({ '/auth/user/': fullUser });
    const remove = mockMethod('delete', null);
    const { user } = renderAt('/user/dashboard/profile');
    await user.click(await screen.findByRole('button', { name: 'Delete Ideal School' }));
    expect(screen.getByText('Are you sure you want to continue this action?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Ideal School' }));
    await confirmYes(user);
    expect(await screen.findByText('Education deleted successfully.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('/auth/user/educations/11/');
  });

  it('says so when a delete fails', async () => {
    mockGet({ '/auth/user/': fullUser });
    const { apiError } = await import('../../../testing/fixtures');
    mockMethod('delete', apiError(404, { message: 'Job experience not found.', code: 'NOT_FOUND' }));
    const { user } = renderAt('/user/dashboard/profile');
    await user.click(await screen.findByRole('button', { name: 'Delete Engineer at Acme' }));
    await confirmYes(user);
    expect(await screen.findByText('There is an error')).toBeInTheDocument();
    expect(screen.getByText('Error: Job experience not found.')).toBeInTheDocument();
  });

  it('shows a readable error with Retry when the profile cannot be loaded', async () => {
    const { apiError } = await import('../../../testing/fixtures');
    mockGet({ '/auth/user/': apiError(500, { message: 'The database is unreachable.', code: 'DB_DOWN' }) });
    renderAt('/user/dashboard/profile');
    expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The database is unreachable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
