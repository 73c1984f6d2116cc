import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { screen, waitFor } from '@alumni/shared/testing';
import { httpError, ok, renderAdminAt, signInAdmin } from '../../../test-utils';
import { makeEvent } from './fixtures';

jest.setTimeout(30_000);
beforeEach(signInAdmin);

const PNG = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });

describe('Event form', () => {
  it('checks every field with the contract, then confirms, creates a draft in Dhaka time and uploads the cover', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:cover'), revokeObjectURL: jest.fn() });
    const post = jest
      .spyOn(api, 'post')
      .mockImplementation(async (url) =>
        ok(makeEvent(9, String(url).endsWith('covers/') ? { cover: '/media/c.png' } : {}), 201),
      );
    jest.spyOn(api, 'get').mockResolvedValue(ok(makeEvent(9)));
    const { user } = renderAdminAt('/admin/dashboard/associations/7/events/add');

    // The zone is shown by the time fields.
    expect(screen.getByText('Start').parentElement).toHaveTextContent('Start (Asia/Dhaka)');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Start is required')).toBeInTheDocument();
    expect(screen.getByText('End is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Title/), 'Winter Reunion');
    await user.type(screen.getByLabelText(/^Description/), 'Dinner and music.{Enter}Bring your family.');
    await user.type(screen.getByLabelText(/^Start/), '2026-12-20T18:30');
    await user.type(screen.getByLabelText(/^End/), '2026-12-20T17:00');
    await user.type(screen.getByLabelText(/^Fee/), '-5');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('End must be after the start')).toBeInTheDocument();
    expect(screen.getByText('Give a venue or an online link')).toBeInTheDocument();
    expect(screen.getByText('Fee cannot be negative')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^End/));
    await user.type(screen.getByLabelText(/^End/), '2026-12-20T22:00');
    await user.type(screen.getByLabelText(/^Venue/), 'College Field{Enter}Dhaka');
    await user.clear(screen.getByLabelText(/^Fee/));
    await user.type(screen.getByLabelText(/^Fee/), '500');
    await user.type(screen.getByLabelText(/^Capacity/), '100');
    await user.selectOptions(screen.getByLabelText(/^Who may come/), 'Members of this association only');
    await user.upload(screen.getByLabelText(/^Cover image/), PNG);
    expect(screen.getByRole('img', { name: 'Preview of the new cover' })).toHaveAttribute('src', 'blob:cover');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // Nothing is sent before the confirmation.
    expect(await screen.findByText('Are you sure you want to continue this action?')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Event saved as a draft.')).toBeInTheDocument();
    expect(post).toHaveBeenNthCalledWith(1, '/associations/7/events/', {
      title: 'Winter Reunion',
      description: 'Dinner and music.\nBring your family.',
      starts_at: '2026-12-20T12:30:00.000Z',
      ends_at: '2026-12-20T16:00:00.000Z',
      venue: 'College Field\nDhaka',
      online_url: null,
      capacity: 100,
      members_only: true,
      fee: 500,
    });
    const [coverUrl, form] = post.mock.calls[1] as [string, FormData];
    expect(coverUrl).toBe('/associations/7/events/9/covers/');
    expect((form.get('cover') as File).name).toBe('cover.png');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard\/associations\/7\/events\/9$/),
    );
  });

  it('closing the confirmation sends nothing', async () => {
    const post = jest.spyOn(api, 'post');
    const { user } = renderAdminAt('/admin/dashboard/associations/7/events/add');
    await user.type(screen.getByLabelText(/^Title/), 'Talk');
    await user.type(screen.getByLabelText(/^Start/), '2026-12-20T18:30');
    await user.type(screen.getByLabelText(/^End/), '2026-12-20T20:00');
    await user.type(screen.getByLabelText(/^Online link/), 'https://meet.example.org/talk');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Are you sure you want to continue this action?')).toBeNull());
    expect(post).not.toHaveBeenCalled();
  });

  it("edits in Dhaka time and shows the API's refusal under its field (capacity below those going)", async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok(makeEvent(5, { status: 'published', going_count: 40 })));
    const patch = jest.spyOn(api, 'patch').mockRejectedValue(
      httpError(400, {
        message: 'Capacity cannot be below the 40 people going',
        code: 'VALIDATION_ERROR',
        capacity: ['Capacity cannot be below the 40 people going'],
      }),
    );
    const { user } = renderAdminAt('/admin/dashboard/associations/7/events/5/update');
    expect(await screen.findByLabelText(/^Start/)).toHaveValue('2026-12-20T18:30');
    expect(screen.getByLabelText(/^End/)).toHaveValue('2026-12-20T22:00');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Dinner and music.\nBring your family.');

    await user.clear(screen.getByLabelText(/^Capacity/));
    await user.type(screen.getByLabelText(/^Capacity/), '10');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Error: Capacity cannot be below the 40 people going')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Capacity cannot be below the 40 people going')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Capacity/)).toHaveAttribute('aria-invalid', 'true');
    // The whole form goes as a change, the status left alone.
    expect(patch).toHaveBeenCalledWith('/associations/7/events/5/', expect.objectContaining({ capacity: 10 }));
    expect(patch.mock.calls[0][1]).not.toHaveProperty('status');
  });
});
