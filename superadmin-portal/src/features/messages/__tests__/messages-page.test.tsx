import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { type ContactMessage } from '@alumni/shared/contracts';
import { screen, within, expectLinks } from '@alumni/shared/testing';
import { ok, renderSuperAdminAt, signInSuperAdmin } from '../../../test-utils';

const message = (id: number, read: boolean): ContactMessage => ({
  id,
  name: `Visitor ${id}`,
  email: `v${id}@example.com`,
  subject: id === 1 ? 'Reunion dates' : null,
  message: 'Hello,\nwhen is the reunion?',
  created_at: '2026-02-01T08:00:00Z',
  read,
  read_at: read ? '2026-02-02T08:00:00Z' : null,
});

jest.setTimeout(20_000);
beforeEach(signInSuperAdmin);

describe('Messages', () => {
  it('lists the messages with their read state and marks one read', async () => {
    let isRead = false;
    const get = jest
      .spyOn(api, 'get')
      .mockImplementation(async () => ok({ count: 2, results: [message(1, isRead), message(2, true)] }));
    const patch = jest.spyOn(api, 'patch').mockImplementation(async () => {
      isRead = true;
      return ok(message(1, true));
    });
    const { user } = renderSuperAdminAt('/superAdmin/dashboard/messages');

    const first = await screen.findByRole('article', { name: 'Message from Visitor 1' });
    expect(get).toHaveBeenCalledWith('/contact-messages/', { params: { page: 1, limit: 20 } });
    expect(within(first).getByText('Reunion dates')).toBeInTheDocument();
    expect(within(first).getByText('Unread')).toBeInTheDocument();
    expectLinks([['v1@example.com', 'mailto:v1@example.com']], first);
    const second = screen.getByRole('article', { name: 'Message from Visitor 2' });
    expect(within(second).getByText('(no subject)')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Message marked as read.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/contact-messages/1/', { read: true });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(
      await within(screen.getByRole('article', { name: 'Message from Visitor 1' })).findByText('Read'),
    ).toBeInTheDocument();
  });
});
