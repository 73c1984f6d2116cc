import { beforeEach, describe, expect, it } from '@jest/globals';
import { api, useSession } from '@alumni/shared';
import { fireEvent, makeUser, screen, waitFor } from '@alumni/shared/testing';
import { apiError, confirmYes, location, mockGet, mockMethod, renderAt } from '../../../testing/fixtures';

beforeEach(() => {
  useSession.getState().setUser(null);
  localStorage.clear();
});

describe('Update Profile', () => {
  it('requires all four fields and an 11-character phone, then saves and updates the session', async () => {
    mockGet({ '/auth/user/': makeUser() });
    const patch = mockMethod('patch', (_url: string, body: unknown) => makeUser(body as object));
    const { user } = renderAt('/user/dashboard/profile/update');
    const phone = await screen.findByLabelText(/Phone Number/);
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ada');

    await user.clear(screen.getByLabelText(/^Bio/));
    await user.clear(phone);
    await user.type(phone, '01712');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The phone number needs to be 11 characters long')).toBeInTheDocument();
    expect(screen.getByText('Bio is required')).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();

    await user.type(phone, '345678');
    await user.type(screen.getByLabelText(/^Bio/), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await confirmYes(user);
    expect(await screen.findByText('Profile update successfully')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/auth/user/', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone_number: '01712345678',
      bio: 'Engineer',
      language: 'en',
    });
    expect(useSession.getState().user?.bio).toBe('Engineer');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/user/dashboard/profile'));
  });

  it('saves the language of the mails and certificates, English / বাংলা', async () => {
    mockGet({ '/auth/user/': makeUser({ bio: 'Engineer' }) });
    const patch = mockMethod('patch', (_url: string, body: unknown) => makeUser(body as object));
    const { user } = renderAt('/user/dashboard/profile/update');
    const language = await screen.findByLabelText(/^Language/);
    expect(language).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'বাংলা' })).toHaveAttribute('lang', 'bn');
    await user.selectOptions(language, 'বাংলা');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await confirmYes(user);
    expect(await screen.findByText('Profile update successfully')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/auth/user/', expect.objectContaining({ language: 'bn' }));
    expect(useSession.getState().user?.language).toBe('bn');
  });

  it('shows "There is an error: " and the message when the save fails', async () => {
    mockGet({ '/auth/user/': makeUser() });
    mockMethod(
      'patch',
      apiError(400, { message: 'First name must be at most 100 characters', code: 'VALIDATION_ERROR' }),
    );
    const { user } = renderAt('/user/dashboard/profile/update');
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    await confirmYes(user);
    expect(await screen.findByText('There is an error: First name must be at most 100 characters')).toBeInTheDocument();
  });
});

describe('Change Password', () => {
  it('keeps Update disabled until the current password is in and both new fields match, then stores the fresh access token', async () => {
    const post = mockMethod('post', { message: 'Password changed successfully.', access: 'fresh-token' });
    const { user } = renderAt('/user/dashboard/profile/update-password');
    const update = await screen.findByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    await user.type(screen.getByLabelText(/^Current Password/), 'Old-Passw0rd');
    await user.type(screen.getByLabelText(/^New Password/), 'N3w-Passw0rd');
    expect(update).toBeDisabled();
    await user.type(screen.getByLabelText(/^Confirm Password/), 'N3w-Passw0r');
    expect(screen.getByText('Password does not match')).toBeInTheDocument();
    expect(update).toBeDisabled();
    await user.type(screen.getByLabelText(/^Confirm Password/), 'd');
    expect(screen.queryByText('Password does not match')).not.toBeInTheDocument();
    expect(update).toBeEnabled();
    await user.click(update);
    await confirmYes(user);
    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/auth/password/change/', {
      old_password: 'Old-Passw0rd',
      new_password1: 'N3w-Passw0rd',
      new_password2: 'N3w-Passw0rd',
    });
    expect(localStorage.getItem('accessToken')).toBe('fresh-token');
  });

  it('shows the server message, or the fallback text without one', async () => {
    mockMethod('post', apiError(500, {}));
    const { user } = renderAt('/user/dashboard/profile/update-password');
    await user.type(await screen.findByLabelText(/^Current Password/), 'Old-Passw0rd');
    await user.type(screen.getByLabelText(/^New Password/), 'N3w-Passw0rd');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'N3w-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await confirmYes(user);
    expect(await screen.findByText('There is an error please try again later.')).toBeInTheDocument();
  });

  it('marks the current password field when the server says it is wrong', async () => {
    const message = 'Your current password is not correct.';
    mockMethod('post', apiError(400, { message, code: 'WRONG_PASSWORD', old_password: [message] }));
    const { user } = renderAt('/user/dashboard/profile/update-password');
    await user.type(await screen.findByLabelText(/^Current Password/), 'Wrong-Passw0rd');
    await user.type(screen.getByLabelText(/^New Password/), 'N3w-Passw0rd');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'N3w-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await confirmYes(user);
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /close|ok/i }));
    expect(screen.getByLabelText(/^Current Password/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Update Profile Picture', () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

  beforeEach(() => {
    URL.createObjectURL = () => 'blob:preview-1';
    URL.revokeObjectURL = () => undefined;
  });

  it('checks the type and size before uploading, previews the choice and uploads it as profile_picture', async () => {
    mockGet({ '/auth/user/': makeUser({ profile_picture: '/media/profile-pictures/old.png' }) });
    const post = mockMethod('post', { profile_picture: '/media/profile-pictures/new.png' });
    const { user } = renderAt('/user/dashboard/profile/update-picture');
    expect(await screen.findByRole('img', { name: 'Your current profile picture' })).toHaveAttribute(
      'src',
      '/media/profile-pictures/old.png',
    );
    const input = screen.getByLabelText(/Choose a picture/);
    expect(input).toHaveAttribute('accept', 'image/*');

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('The file must be an image (JPEG, PNG, WebP or GIF).')).toBeInTheDocument();
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByText('The image must be 5 MB or smaller.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();

    fireEvent.change(input, { target: { files: [png()] } });
    expect(await screen.findByRole('img', { name: 'Preview of the chosen picture' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await confirmYes(user);
    expect(await screen.findByText('Profile picture updated successfully')).toBeInTheDocument();
    const [url, body] = post.mock.calls[0] as [string, FormData];
    expect(url).toBe('/auth/user/profile-picture/');
    expect((body.get('profile_picture') as File).name).toBe('me.png');
    // The profile (and the nav avatar through the session) is fetched again.
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
  });

  it('shows an "Error" dialog with the message when the upload fails', async () => {
    mockGet({ '/auth/user/': makeUser() });
    mockMethod('post', apiError(400, { message: 'The file is not an image we can read.', code: 'INVALID_IMAGE' }));
    const { user } = renderAt('/user/dashboard/profile/update-picture');
    fireEvent.change(await screen.findByLabelText(/Choose a picture/), { target: { files: [png()] } });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await confirmYes(user);
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('The file is not an image we can read.')).toBeInTheDocument();
  });
});

describe('Change E-mail', () => {
  it('needs the new address and the current password, then saves it unconfirmed and says a link was sent', async () => {
    mockGet({ '/auth/user/': makeUser() });
    const patch = mockMethod('patch', makeUser({ email: 'new@example.com', email_verified: false }));
    const { user } = renderAt('/user/dashboard/profile/update-email');
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New E-mail/), 'new@example.com');
    await user.type(screen.getByLabelText(/^Current Password/), 'Old-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await confirmYes(user);
    expect(
      await screen.findByText('We sent a confirmation link to new@example.com. Follow it to confirm your new address.'),
    ).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/auth/user/', { email: 'new@example.com', current_password: 'Old-Passw0rd' });
  });

  it('shows the server message for a wrong password or a taken address', async () => {
    mockGet({ '/auth/user/': makeUser() });
    mockMethod('patch', apiError(409, { message: 'A user with this email already exists.', code: 'EMAIL_TAKEN' }));
    const { user } = renderAt('/user/dashboard/profile/update-email');
    await user.type(await screen.findByLabelText(/^New E-mail/), 'taken@example.com');
    await user.type(screen.getByLabelText(/^Current Password/), 'Old-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await confirmYes(user);
    expect(await screen.findByText('A user with this email already exists.')).toBeInTheDocument();
  });
});
