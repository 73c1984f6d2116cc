// The chat box as the server serves it: before the page's code runs, the browser opens it from the bubble's
// button (a native popover), closes it, and sends its message to the messaging app; once live, it leaves.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { AppProvider } from '@alumni/shared';
import { renderWithQueries } from '@alumni/shared/server-render';
import { act, fireEvent, render, screen, within } from '@alumni/shared/testing';
import { ChatBubble } from '../chat-bubble';
import type { ChatBubbleOptions } from '../chat-bubble-options';

const page = (options: ChatBubbleOptions = {}) => (
  <AppProvider>
    <ChatBubble {...options} />
  </AppProvider>
);

/** The server's markup of the bubble (as the server renders pages), in the document as a browser parsed it. */
async function served(options?: ChatBubbleOptions) {
  const container = document.createElement('div');
  container.innerHTML = (await renderWithQueries(() => page(options))).html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
});

const bubbleButton = () => screen.getByRole('button', { name: 'Chat with Alumni Connect' });

describe('the chat box served in the page', () => {
  it('is opened by the bubble button itself and works with no code: close, and a form sent to the messaging app', async () => {
    await served({ allowClickAway: true, allowEsc: true });
    expect(bubbleButton()).toHaveAttribute('popovertarget', 'chat-box-early');
    expect(bubbleButton()).not.toHaveAttribute('aria-expanded');
    const popover = document.getElementById('chat-box-early');
    expect(popover).toHaveAttribute('popover', 'auto');
    const chat = within(popover as HTMLElement).getByRole('dialog', { name: 'Chat with Alumni Connect', hidden: true });
    // In the page's theme by its CSS: nothing in the markup says light or dark.
    expect(chat).not.toHaveAttribute('data-theme');
    expect(within(chat).getByText('Hello there! How can we help?')).toBeInTheDocument();
    // The server's clock is not the reader's: no time on the message.
    expect(chat.querySelector('time')).toBeNull();
    expect(within(chat).getByRole('button', { name: 'Close chat', hidden: true })).toHaveAttribute(
      'popovertargetaction',
      'hide',
    );
    const form = chat.querySelector('form');
    expect(form).toHaveAttribute('action', 'https://wa.me/8801700000000');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('target', '_blank');
    const input = within(chat).getByRole('textbox', { name: 'Message to Alumni Connect', hidden: true });
    expect(input).toHaveAttribute('name', 'text');
    expect(input).toBeRequired();
    expect(within(chat).getByRole('button', { name: 'Send message', hidden: true })).toHaveAttribute('type', 'submit');
  });

  it('is closed only by its buttons when the bubble allows neither a click away nor Escape', async () => {
    await served({ allowClickAway: false, allowEsc: false });
    expect(document.getElementById('chat-box-early')).toHaveAttribute('popover', 'manual');
  });

  it('leaves the page once it is live, and the button opens the live chat box', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const container = await served({ allowClickAway: true, allowEsc: true });
    await act(async () => {
      render(page({ allowClickAway: true, allowEsc: true }), { container, hydrate: true });
    });
    expect(document.getElementById('chat-box-early')).toBeNull();
    expect(bubbleButton()).not.toHaveAttribute('popovertarget');
    expect(bubbleButton()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(bubbleButton());
    const chat = await screen.findByRole('dialog', { name: 'Chat with Alumni Connect' });
    expect(chat).toHaveAttribute('data-theme', 'light');
    expect(chat.querySelector('form')).not.toHaveAttribute('action');
    // Hydrated as served: no mismatch reported. (React's development build also notes that a server render and a
    // browser one shared context objects in this one test realm: never so in a page, whose server is another process.)
    const sameRealm = /^Detected multiple renderers concurrently rendering the same context provider/;
    expect(errors.mock.calls.filter(([message]) => !sameRealm.test(String(message)))).toEqual([]);
    errors.mockRestore();
  });
});
