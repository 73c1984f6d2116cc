// The chat box as the server serves it: one native popover that the bubble's button opens by itself and the browser
// closes, whose form the browser sends to the messaging app, before the page's code runs; once the code has come,
// the same element, its state followed by the code (what was typed is kept).
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { AppProvider } from '@alumni/shared';
import { renderWithQueries } from '@alumni/shared/server-render';
import { act, fireEvent, installPopovers, isPopoverOpen, render, screen, within } from '@alumni/shared/testing';
import { CHAT_BOX_ID, ChatBubble } from '../chat-bubble';
import type { ChatBubbleOptions } from '../chat-bubble-options';

const page = (options: ChatBubbleOptions = {}) => (
  <AppProvider>
    <ChatBubble {...options} />
  </AppProvider>
);

/** The server's markup of the bubble (as the server renders pages), in the document as a browser parsed it. */
async function served(options?: ChatBubbleOptions) {
  installPopovers();
  const container = document.createElement('div');
  container.innerHTML = (await renderWithQueries(() => page(options))).html;
  document.body.append(container);
  return container;
}

/** The page's code comes: React hydrates the served markup; no mismatch may be reported. */
async function hydrate(container: HTMLElement, options?: ChatBubbleOptions) {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    render(page(options), { container, hydrate: true });
  });
  // React's development build also notes that a server render and a browser one shared context objects in this one
  // test realm: never so in a page, whose server is another process.
  const sameRealm = /^Detected multiple renderers concurrently rendering the same context provider/;
  expect(errors.mock.calls.filter(([message]) => !sameRealm.test(String(message)))).toEqual([]);
  errors.mockRestore();
}

afterEach(() => {
  document.body.replaceChildren();
});

/** The bubble's button (the chat box has a close button naming the same popover, to hide it). */
const bubbleButton = () =>
  document.querySelector(`[popovertarget="${CHAT_BOX_ID}"]:not([popovertargetaction])`) as HTMLElement;
const chatBox = () => document.getElementById(CHAT_BOX_ID) as HTMLElement;

describe('the chat box served in the page', () => {
  it('is opened by the bubble button itself and works with no code: close, and a form sent to the messaging app', async () => {
    await served({ allowClickAway: true, allowEsc: true, darkMode: 'page' });
    expect(bubbleButton()).toHaveAttribute('popovertarget', CHAT_BOX_ID);
    expect(chatBox()).toHaveAttribute('popover', 'auto');
    const chat = within(chatBox()).getByRole('dialog', { name: 'Chat with Alumni Connect', hidden: true });
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

  it('is closed only by its buttons in the HTML when the bubble does not allow both a click away and Escape', async () => {
    await served({ allowClickAway: true, allowEsc: false });
    expect(chatBox()).toHaveAttribute('popover', 'manual');
  });

  it('stays the same element once live, and the code follows the browser opening and closing it', async () => {
    const options = { allowClickAway: true, allowEsc: true, notificationDelay: 10 };
    const container = await served(options);
    const box = chatBox();
    await hydrate(container, options);
    expect(chatBox()).toBe(box);
    expect(bubbleButton()).toHaveAttribute('popovertarget', CHAT_BOX_ID);
    fireEvent.click(bubbleButton());
    const chat = await screen.findByRole('dialog', { name: 'Chat with Alumni Connect' });
    expect(chat).toHaveAttribute('data-theme', 'light');
    // Opened from here on: the typing dots first, then the welcome message with the reader's time.
    expect(within(chat).getByRole('status', { name: 'Alumni Connect is typing' })).toBeInTheDocument();
    expect(bubbleButton()).toHaveAccessibleName('Close chat with Alumni Connect');
    expect(within(chat).getByRole('textbox')).toHaveFocus();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bubbleButton()).toHaveAccessibleName('Chat with Alumni Connect');
  });

  it('when opened and typed in before the code came, stays open with the text, which the code then sends', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const onSubmit = jest.fn();
    const options = { allowClickAway: true, allowEsc: true, phoneNumber: '8801711111111' };
    const container = await served(options);
    fireEvent.click(bubbleButton());
    const input = within(chatBox()).getByRole('textbox');
    fireEvent.change(input, { target: { value: 'Typed before the code came' } });
    // jsdom cannot match :popover-open, which the code asks on hydrating: a browser's answer stands in.
    const { matches: elementMatches } = Element.prototype;
    const matches = jest.spyOn(Element.prototype, 'matches');
    matches.mockImplementation(function (this: Element, selector: string) {
      return selector === ':popover-open' ? isPopoverOpen(this) : elementMatches.call(this, selector);
    });
    await hydrate(container, { ...options, onSubmit });
    matches.mockRestore();
    expect(bubbleButton()).toHaveAccessibleName('Close chat with Alumni Connect');
    expect(input).toHaveValue('Typed before the code came');
    fireEvent.click(within(chatBox()).getByRole('button', { name: 'Send message' }));
    expect(open).toHaveBeenCalledWith(
      'https://wa.me/8801711111111?text=Typed%20before%20the%20code%20came',
      '_blank',
      'noopener,noreferrer',
    );
    expect(onSubmit).toHaveBeenCalledWith('Typed before the code came');
    expect(input).toHaveValue('');
    open.mockRestore();
  });
});
