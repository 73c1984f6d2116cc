import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api, useSession } from '@alumni/shared';
import { screen } from '@alumni/shared/testing';
import { httpError, ok, renderSuperAdminAt, signInSuperAdmin, superAdmin } from '../../../test-utils';

jest.setTimeout(20_000);
beforeEach(signInSuperAdmin);

describe('Super admin profile', () => {
  it('shows the profile and updates name, phone and bio inline', async () => {
    const patch = jest
      .spyOn(api, 'patch')
      .mockRejectedValueOnce(httpError(400, { message: 'The phone number needs to be 11 characters long' }))
      .mockResolvedValue(ok({ ...superAdmin, first_name: 'Main', bio: 'Keeps the lights on.' }));
    const { user } = renderSuperAdminAt('/superAdmin/dashboard/profile');
    expect(screen.getByText('Site Admin')).toBeInTheDocument();
    expect(screen.getByText('root@example.com')).toBeInTheDocument();
    expect(screen.getByText('Runs the site.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    await user.clear(screen.getByLabelText(/^Phone number/));
    await user.type(screen.getByLabelText(/^Phone number/), '0171');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The phone number needs to be 11 characters long')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Phone number/));
    await user.type(screen.getByLabelText(/^Phone number/), '01700000000');
    await user.clear(screen.getByLabelText(/^First name/));
    await user.type(screen.getByLabelText(/^First name/), 'Main');
    await user.clear(screen.getByLabelText(/^Bio/));
    await user.type(screen.getByLabelText(/^Bio/), 'Keeps the lights on.');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('There is an error: The phone number needs to be 11 characters long'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Profile update successfully')).toBeInTheDocument();
    expect(patch).toHaveBeenLastCalledWith('/auth/user/', {
      first_name: 'Main',
      last_name: 'Admin',
      phone_number: '01700000000',
      bio: 'Keeps the lights on.',
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Main Admin')).toBeInTheDocument();
    expect(useSession.getState().user?.first_name).toBe('Main');
  });

  it('changes the password from the profile, with the current one', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue(ok({ message: 'Password changed successfully.', access: 'new-access' }));
    const { user } = renderSuperAdminAt('/superAdmin/dashboard/profile');
    await user.click(screen.getByRole('link', { name: 'Change password' }));
    const update = await screen.findByRole('button', { name: 'Update' });
    await user.type(screen.getByLabelText(/^Current Password/), 'Admin12345!');
    await user.type(screen.getByLabelText(/^New Password/), 'An0ther-Admin-Phrase');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'An0ther-Admin-Phrase');
    await user.click(update);
    await user.click(await screen.findByRole('button', { name: /yes/i }));
    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/auth/password/change/', {
      old_password: 'Admin12345!',
      new_password1: 'An0ther-Admin-Phrase',
      new_password2: 'An0ther-Admin-Phrase',
    });
  });
});
