import { beforeEach, describe, expect, it } from '@jest/globals';
import { useSession } from '@alumni/shared';
import { makeUser, screen, waitFor } from '@alumni/shared/testing';
import { confirmYes, location, mockGet, mockMethod, renderAt } from '../../../testing/fixtures';
import { education, job } from './records';

beforeEach(() => useSession.getState().setUser(null));

describe('Education forms', () => {
  it('requires every field, then adds the education and goes back to the profile', async () => {
    mockGet({ '/auth/user/': makeUser() });
    const post = mockMethod('post', { id: 1 });
    const { user } = renderAt('/user/dashboard/profile/education/add');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    for (const message of [
      'Institution is required',
      'Degree is required',
      'Field of study is required',
      'Start date is required',
      'End date is required',
      'Description is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText(/Institution/), 'Ideal School');
    await user.type(screen.getByLabelText(/Degree/), 'SSC');
    await user.type(screen.getByLabelText(/Field of Study/), 'Science');
    await user.type(screen.getByLabelText(/Start Date/), '2004-01-01');
    await user.type(screen.getByLabelText(/End Date/), '2003-01-01');
    await user.type(screen.getByLabelText(/Description/), 'Science group');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('End date must be on or after the start date')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/End Date/));
    await user.type(screen.getByLabelText(/End Date/), '2008-03-01');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await confirmYes(user);
    expect(await screen.findByText('Education added successfully.')).toBeInTheDocument();
    const { id: _id, ...added } = education;
    expect(post).toHaveBeenCalledWith('/auth/user/educations/', added);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/user/dashboard/profile'));
  });

  it('loads the education to update and says "Education updated successfully."', async () => {
    mockGet({
      '/auth/user/educations/11/': { ...education, description: 'x' },
      '/auth/user/': makeUser(),
    });
    const patch = mockMethod('patch', { id: 11 });
    const { user } = renderAt('/user/dashboard/profile/education/11/update');
    expect(await screen.findByLabelText(/Institution/)).toHaveValue('Ideal School');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await confirmYes(user);
    expect(await screen.findByText('Education updated successfully.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith(
      '/auth/user/educations/11/',
      expect.objectContaining({ institution: 'Ideal School', end_date: '2008-03-01' }),
    );
  });

  it('shows Page Not Found for an id that is not a number', () => {
    renderAt('/user/dashboard/profile/education/abc/update');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('Job experience forms', () => {
  it('hides the end date while "current" is ticked and sends no end date (ongoing)', async () => {
    mockGet({ '/auth/user/': makeUser() });
    const post = mockMethod('post', { id: 2 });
    const { user } = renderAt('/user/dashboard/profile/job-experience/add');
    await user.type(screen.getByLabelText(/Company/), 'Acme');
    await user.type(screen.getByLabelText(/Title/), 'Engineer');
    await user.type(screen.getByLabelText(/Location/), 'Dhaka');
    await user.type(screen.getByLabelText(/Start Date/), '2019-01-01');
    await user.type(screen.getByLabelText(/End Date/), '2018-01-01');
    await user.type(screen.getByLabelText(/Description/), 'Builds things');
    await user.click(screen.getByRole('checkbox', { name: 'I currently work here' }));
    expect(screen.queryByLabelText(/End Date/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await confirmYes(user);
    expect(await screen.findByText('Job experience added successfully.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/auth/user/job-experiences/', {
      company: 'Acme',
      title: 'Engineer',
      location: 'Dhaka',
      start_date: '2019-01-01',
      end_date: null,
      current: true,
      description: 'Builds things',
    });
  });

  it('updates a job (the spec words it "added" here too) and shows the API message when it fails', async () => {
    mockGet({ '/auth/user/job-experiences/21/': job, '/auth/user/': makeUser() });
    const patch = mockMethod('patch', job);
    const { user } = renderAt('/user/dashboard/profile/job-experience/21/update');
    expect(await screen.findByLabelText(/End Date/)).toHaveValue('2021-06-30');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await confirmYes(user);
    expect(await screen.findByText('Job experience added successfully.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith(
      '/auth/user/job-experiences/21/',
      expect.objectContaining({ end_date: '2021-06-30', current: false }),
    );
  });

  it('shows a readable error when the job cannot be found', async () => {
    const { apiError } = await import('../../../testing/fixtures');
    mockGet({
      '/auth/user/job-experiences/99/': apiError(404, { message: 'Job experience not found.', code: 'NOT_FOUND' }),
    });
    renderAt('/user/dashboard/profile/job-experience/99/update');
    expect(await screen.findByText('This job experience could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Job experience not found.')).toBeInTheDocument();
  });
});
