// The dashboard frame on a Bangla page: its texts from the shell catalog's Bangla (not typed again here).
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { makeUser, renderWithProviders, screen, signIn, within } from '@alumni/shared/testing';
import { fillText } from '@alumni/shared';
import { SHELL_CATALOGS } from '@alumni/shared/i18n';
import { DashboardLayout } from '../dashboard-layout';

const shellBn = SHELL_CATALOGS.bn;

jest.mock('../../../remotes/load-remote-menu', () => ({
  loadRemoteMenu: () => new Promise(() => undefined),
  loadedRemoteMenu: () => undefined,
}));

beforeEach(() => {
  signIn(makeUser({ email: 'rahim@example.com', email_verified: false }));
});

describe('the dashboard frame in Bangla', () => {
  it('asks to confirm the address, and its help chat speaks Bangla', async () => {
    const { user } = renderWithProviders(<DashboardLayout portal="member-portal">content</DashboardLayout>, {
      route: '/user/dashboard/home',
      language: 'bn',
    });
    expect(screen.getByText(shellBn['verify.text'], { exact: false })).toHaveTextContent('rahim@example.com');
    expect(screen.getByRole('button', { name: shellBn['verify.sendAgain'] })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: shellBn['chat.open'] }));
    const chat = screen.getByRole('dialog', { name: fillText(shellBn['chat.with'], { name: 'Alumni Connect' }) });
    expect(within(chat).getByText(shellBn['chat.greeting'])).toBeInTheDocument();
    expect(within(chat).getByRole('textbox', { name: shellBn['chat.messageLabel'] })).toHaveAttribute(
      'placeholder',
      shellBn['chat.placeholder'],
    );
    expect(within(chat).getByRole('button', { name: shellBn['chat.close'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: shellBn['chat.hide'] })).toBeInTheDocument();
  });
});
