import { Box } from '@chakra-ui/react';
import { useEarlyPopover } from '@alumni/shared';
import { ChatBox, type ChatBoxProps } from './chat-box';
import { BUTTON_AVATAR_SIZE } from './chat-bubble-options';

/** The id the bubble's button names (popovertarget) until the page is live. */
export const EARLY_CHAT_ID = 'chat-box-early';

type ChatBoxEarlyProps = Omit<ChatBoxProps, 'isDark' | 'isTyping' | 'focusInput' | 'served' | 'onClose' | 'onSend'> & {
  /** The messaging app's address the form is sent to. */
  action: string;
  /** A tap outside or Escape closes it (the bubble's allowClickAway or allowEsc); else only its buttons do. */
  lightDismiss: boolean;
};

/**
 * The chat box of a page the server rendered, for the seconds before its code runs (a phone on a slow network):
 * a native popover, opened by the bubble's button itself (popovertarget) and closed by the browser (its close
 * button, and a tap outside or Escape where the bubble allows them), in the page's theme by its CSS. Its
 * message goes to the messaging app as a form the browser sends. The welcome message shows at once (the typing
 * dots need code). Once the page is live the button opens the live chat box instead, and this one leaves the
 * page, or, when it is open then, once it is closed (useEarlyPopover).
 */
export function ChatBoxEarly({ action, lightDismiss, ...box }: ChatBoxEarlyProps) {
  const { ref, isWanted } = useEarlyPopover<HTMLDivElement>();
  if (!isWanted) return null;
  return (
    <Box
      ref={ref}
      id={EARLY_CHAT_ID}
      popover={lightDismiss ? 'auto' : 'manual'}
      // Where the live box is: above the bubble, at its right edge.
      position="fixed"
      inset="auto"
      bottom={{
        base: `calc({spacing.4} + ${BUTTON_AVATAR_SIZE}px)`,
        md: `calc({spacing.6} + ${BUTTON_AVATAR_SIZE}px)`,
      }}
      right={{ base: '4', md: '6' }}
      m="0"
      p="0"
      border="none"
      bg="transparent"
      overflow="visible"
      // Hidden unless open, also where the browser has no popovers (see shell/src/features/layout/mobile-nav.tsx).
      display="none"
      css={{ '&:popover-open': { display: 'block' } }}
    >
      <ChatBox
        {...box}
        isDark="page"
        isTyping={false}
        focusInput={false}
        served={{ popoverId: EARLY_CHAT_ID, action }}
      />
    </Box>
  );
}
