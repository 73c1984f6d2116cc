import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { LanguageProvider } from '@alumni/shared';
import { formatCount } from '@alumni/shared/format';
import { act, fireEvent, renderWithProviders, screen } from '@alumni/shared/testing';
import { PUBLIC_AUTH_CATALOGS } from '../../../i18n/catalogs/public-auth';
import { publicAuthBn as bn } from '../../../i18n/catalogs/public-auth/bn';
import { publicAuthEn as en } from '../../../i18n/catalogs/public-auth/en';
import { ChatBubble } from '../chat-bubble';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const advance = (seconds: number) => act(() => void jest.advanceTimersByTime(seconds * 1000));
const named = (text: string, name = 'Alumni Connect') => text.replace('{name}', name);

describe('Help widget in Bangla', () => {
  // First: nothing has loaded the Bangla texts in this file yet.
  it('fetches no Bangla on an English page', () => {
    renderWithProviders(<ChatBubble notificationDelay={10} />);
    fireEvent.click(screen.getByRole('button', { name: named(en['chat.with']) }));
    expect(screen.getByRole('dialog', { name: named(en['chat.with']) })).toHaveTextContent(en['chat.status']);
    expect(PUBLIC_AUTH_CATALOGS.isLoaded('bn')).toBe(false);
  });

  it('speaks Bangla: its button, badge, status, welcome, input and send button', async () => {
    await PUBLIC_AUTH_CATALOGS.load('bn');
    renderWithProviders(
      <LanguageProvider language="bn">
        <ChatBubble notificationDelay={10} />
      </LanguageProvider>,
    );
    advance(10);
    expect(screen.getByLabelText(bn['chat.newMessage'])).toHaveTextContent(formatCount(1, 'bn'));
    expect(formatCount(1, 'bn')).toBe('১');
    fireEvent.click(screen.getByRole('button', { name: named(bn['chat.with']) }));
    const box = await screen.findByRole('dialog', { name: named(bn['chat.with']) });
    expect(box).toHaveTextContent(bn['chat.status']);
    expect(screen.getByRole('status', { name: named(bn['chat.typing']) })).toBeInTheDocument();
    advance(2);
    expect(screen.getByText(bn['chat.welcome'])).toBeInTheDocument();
    // The time it opened, in Bangla digits.
    expect(screen.getByText(/^[০-৯]{2}:[০-৯]{2}$/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: named(bn['chat.messageTo']) })).toHaveAttribute(
      'placeholder',
      bn['chat.placeholder'],
    );
    expect(screen.getByRole('button', { name: bn['chat.send'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: named(bn['chat.close']) })).toBeInTheDocument();
  });
});
