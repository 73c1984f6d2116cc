import { StaticFragment } from '@alumni/shared';
import { useLocation } from 'react-router';
import { ChatBubble } from '../features/chat-bubble';

/**
 * Login and sign-up are left out: on a phone the bubble sits over their submit buttons and its
 * notifications pull attention away from a form someone is in the middle of.
 */
const WITHOUT_BUBBLE = ['/login', '/signup'];

export function SiteChatBubble() {
  const { pathname } = useLocation();
  if (WITHOUT_BUBBLE.includes(pathname)) return null;
  // Its served markup (the closed bubble and its chat box, in the page's theme by CSS) is the same on every page.
  return (
    <StaticFragment id="chat-bubble">
      <ChatBubble notificationDelay={60} notificationLoop={3} allowClickAway allowEsc darkMode="page" />
    </StaticFragment>
  );
}
