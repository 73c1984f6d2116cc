import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, renderWithProviders, screen } from '@alumni/shared/testing';
import { ChatBubble } from '../chat-bubble';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const advance = (seconds: number) => act(() => void jest.advanceTimersByTime(seconds * 1000));
const bubbleButton = () => screen.getByRole('button', { name: /Chat with Alumni Connect/ });

describe('Chat bubble', () => {
  it('logs the spec error and starts no timer when the notification delay is under 10 seconds', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onNotification = jest.fn();
    renderWithProviders(<ChatBubble notificationDelay={5} onNotification={onNotification} />);
    expect(error).toHaveBeenCalledWith('notificationDelay prop value must be at least 10 seconds.');
    expect(jest.getTimerCount()).toBe(0);
    advance(60);
    expect(onNotification).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('1 new message')).not.toBeInTheDocument();
  });

  it('shows the "1" badge after the delay and calls onNotification each time', () => {
    const onNotification = jest.fn();
    renderWithProviders(<ChatBubble notificationDelay={10} onNotification={onNotification} />);
    advance(9);
    expect(screen.queryByLabelText('1 new message')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByLabelText('1 new message')).toHaveTextContent('1');
    advance(20);
    expect(onNotification).toHaveBeenCalledTimes(3);
  });

  it('stops after the maximum count and calls onLoopDone once', () => {
    const onNotification = jest.fn();
    const onLoopDone = jest.fn();
    renderWithProviders(
      <ChatBubble
        notificationDelay={10}
        notificationLoop={2}
        onNotification={onNotification}
        onLoopDone={onLoopDone}
      />,
    );
    advance(100);
    expect(onNotification).toHaveBeenCalledTimes(2);
    expect(onLoopDone).toHaveBeenCalledTimes(1);
  });

  it('keeps notifying without limit when the maximum count is 0', () => {
    const onNotification = jest.fn();
    const onLoopDone = jest.fn();
    renderWithProviders(
      <ChatBubble
        notificationDelay={10}
        notificationLoop={0}
        onNotification={onNotification}
        onLoopDone={onLoopDone}
      />,
    );
    advance(150);
    expect(onNotification).toHaveBeenCalledTimes(15);
    expect(onLoopDone).not.toHaveBeenCalled();
  });

  it('stops the notification timer when opened, and shows the welcome text after the reply delay', async () => {
    const onNotification = jest.fn();
    const onClick = jest.fn();
    renderWithProviders(<ChatBubble notificationDelay={10} onNotification={onNotification} onClick={onClick} />);
    advance(10);
    fireEvent.click(bubbleButton());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('1 new message')).not.toBeInTheDocument();
    const box = await screen.findByRole('dialog', { name: 'Chat with Alumni Connect' });
    expect(box).toHaveTextContent('Typically replies within 1 hour');
    expect(screen.getByRole('status', { name: 'Alumni Connect is typing' })).toBeInTheDocument();
    expect(screen.queryByText('Hello there! How can we help?')).not.toBeInTheDocument();
    advance(2);
    expect(screen.getByText('Hello there! How can we help?')).toBeInTheDocument();
    expect(screen.getByText(/^\d{2}:\d{2}$/)).toBeInTheDocument();
    advance(120);
    expect(onNotification).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape only when allowed, and runs onClose', async () => {
    const onClose = jest.fn();
    const { unmount } = renderWithProviders(<ChatBubble allowEsc onClose={onClose} />);
    fireEvent.click(bubbleButton());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    renderWithProviders(<ChatBubble />);
    fireEvent.click(bubbleButton());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a click outside when allowed; clicks inside keep it open', async () => {
    renderWithProviders(
      <>
        <p>Page text</p>
        <ChatBubble allowClickAway />
      </>,
    );
    fireEvent.click(bubbleButton());
    fireEvent.click(screen.getByRole('textbox', { name: 'Message to Alumni Connect' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Page text'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not let clicks inside propagate to the page', () => {
    const pageClick = jest.fn();
    document.body.addEventListener('click', pageClick);
    renderWithProviders(<ChatBubble />);
    fireEvent.click(bubbleButton());
    document.body.removeEventListener('click', pageClick);
    expect(pageClick).not.toHaveBeenCalled();
  });

  it('opens the messaging app in a new window with the typed text, then clears the box; nothing for an empty box', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const onSubmit = jest.fn();
    renderWithProviders(<ChatBubble phoneNumber="8801711111111" onSubmit={onSubmit} />);
    fireEvent.click(bubbleButton());
    const input = screen.getByPlaceholderText('Type a message..');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(open).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'Hi, about membership' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(open).toHaveBeenCalledWith(
      'https://wa.me/8801711111111?text=Hi%2C%20about%20membership',
      '_blank',
      'noopener,noreferrer',
    );
    expect(onSubmit).toHaveBeenCalledWith('Hi, about membership');
    expect(input).toHaveValue('');
  });

  it('opens by itself after the auto-open delay without taking focus', async () => {
    renderWithProviders(<ChatBubble autoOpenTimeout={15} />);
    advance(14);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).not.toHaveFocus();
  });

  it('applies the chatbox height, the dark background and the style and class overrides', async () => {
    renderWithProviders(
      <ChatBubble
        darkMode
        chatboxHeight={400}
        className="site-chat"
        style={{ bottom: 100 }}
        buttonClassName="chat-button"
        chatboxClassName="chat-box"
      />,
    );
    expect(screen.getByTestId('chat-bubble')).toHaveClass('site-chat');
    expect(screen.getByTestId('chat-bubble')).toHaveStyle({ bottom: '100px' });
    expect(bubbleButton()).toHaveClass('chat-button');
    fireEvent.click(bubbleButton());
    expect(await screen.findByRole('dialog')).toHaveClass('chat-box');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByTestId('chat-body').style.backgroundImage).toContain('0b141a');
    expect(screen.getByTestId('chat-body')).toHaveStyle({ height: '400px' });
  });
});
