import { Box, Button, Flex, Image } from '@chakra-ui/react';
import { isPopoverShown, messagingAppAddress, messagingAppUrl, POPOVER_BOX, useLanguage } from '@alumni/shared';
import { formatCount } from '@alumni/shared/format';
import { MessageCircle } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ToggleEvent } from 'react';
import { ChatBox, clockTime } from './chat-box';
import { BUTTON_AVATAR_SIZE, CHAT_BUBBLE_DEFAULTS, type ChatBubbleOptions } from './chat-bubble-options';
import { useNotificationTimer } from './use-notification-timer';
import { usePublicAuthTexts } from '../../i18n/use-public-auth-texts';

/** The id of the chat box's popover, which the bubble's button opens (popovertarget). */
export const CHAT_BOX_ID = 'chat-box';

/** The bubble's button as an anchor (CSS anchor positioning), which its chat box is placed by. */
const BUBBLE_ANCHOR = '--chat-bubble';
const HAS_ANCHORS = '@supports (anchor-name: --a)';

/**
 * Where the chat box shows (a popover: in the top layer, placed in the window): above the bubble, at its right edge,
 * wherever the bubble is (its `style` and `className` may move it), by CSS anchor positioning; at its left edge, or
 * below it, where the window has no room on that side. A browser without anchor positioning puts it above the
 * bubble's own place, bottom right.
 */
const CHAT_BOX_PLACE = {
  [HAS_ANCHORS]: {
    positionAnchor: BUBBLE_ANCHOR,
    bottom: 'anchor(top)',
    right: 'anchor(right)',
    positionTryFallbacks: 'flip-inline, flip-block, flip-block flip-inline',
  },
  [`@supports not (anchor-name: --a)`]: {
    bottom: `calc(1rem + ${BUTTON_AVATAR_SIZE}px)`,
    right: '1rem',
    '@media (min-width: 768px)': { bottom: `calc(1.5rem + ${BUTTON_AVATAR_SIZE}px)`, right: '1.5rem' },
  },
};

/**
 * Floating chat bubble (spec sections 1, 3, 4, 8, 9): a round button with the account's avatar;
 * opening it shows a chat box whose reply opens the messaging app in a new window. While closed,
 * a periodic notification raises a "1" badge (optionally with a beep).
 *
 * The box is a native popover its button opens by itself (popovertarget) and the browser closes (its close
 * button; a tap outside and Escape where both are allowed, else the one allowed by code), so the server's HTML
 * answers the first tap before the page's code has come, and is the same element once it has: the code then
 * follows what the browser does (toggle events) to run the spec's timers and callbacks, and sends the message.
 */
export function ChatBubble(options: ChatBubbleOptions) {
  const t = usePublicAuthTexts();
  const language = useLanguage();
  // The widget's own wording in the page's language, unless the page gave its own.
  const o = {
    ...CHAT_BUBBLE_DEFAULTS,
    statusMessage: t('chat.status'),
    chatMessage: t('chat.welcome'),
    placeholder: t('chat.placeholder'),
    ...stripUndefined(options),
  };
  const [isOpen, setIsOpen] = useState(false);
  const [isTyping, setIsTyping] = useState(false);
  const [openedAt, setOpenedAt] = useState<string>();
  const root = useRef<HTMLDivElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const openedByTimer = useRef(false);
  const delayTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callbacks = useRef(options);
  // The latest callbacks, for timers started earlier (updated after render, as React asks).
  useLayoutEffect(() => {
    callbacks.current = options;
  });

  const notifications = useNotificationTimer({
    enabled: o.notification,
    delaySeconds: o.notificationDelay,
    sound: o.notificationSound,
    maxCount: o.notificationLoop,
    onNotification: options.onNotification,
    onLoopDone: options.onLoopDone,
  });
  const { stop, clearBadge } = notifications;

  const opened = useCallback(() => {
    stop();
    clearBadge();
    setIsOpen(true);
  }, [stop, clearBadge]);

  // Opening (before it shows): the typing dots, then after the reply delay the welcome message (the "delay action").
  const onBeforeToggle = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState !== 'open') return;
    opened();
    setOpenedAt(clockTime(new Date(), language));
    setIsTyping(true);
    if (delayTimer.current) clearTimeout(delayTimer.current);
    delayTimer.current = setTimeout(() => setIsTyping(false), o.messageDelay * 1000);
  };

  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === 'open') {
      // Opened by the visitor: ready to type; opened by itself: the page keeps the focus.
      if (!openedByTimer.current) input.current?.focus();
      openedByTimer.current = false;
      return;
    }
    setIsOpen(false);
    callbacks.current.onClose?.();
  };

  const close = useCallback(() => popover.current?.hidePopover?.(), []);

  useEffect(() => {
    // Opened by a tap before the page's code came: open from here on, its welcome already shown.
    if (popover.current && isPopoverShown(popover.current)) opened();
    return () => void (delayTimer.current && clearTimeout(delayTimer.current));
    // Only once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (o.autoOpenTimeout <= 0) return;
    const timer = setTimeout(() => {
      const element = popover.current;
      if (!element || isPopoverShown(element)) return;
      openedByTimer.current = true;
      element.showPopover?.();
    }, o.autoOpenTimeout * 1000);
    return () => clearTimeout(timer);
    // Only once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A tap outside and Escape both allowed: the browser's light dismiss (popover="auto"). One of them only: here.
  const lightDismiss = o.allowClickAway && o.allowEsc;
  useEffect(() => {
    if (!isOpen || lightDismiss || !(o.allowClickAway || o.allowEsc)) return;
    const onDocumentClick = (event: globalThis.MouseEvent) => {
      if (o.allowClickAway && !root.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (o.allowEsc && event.key === 'Escape') close();
    };
    document.addEventListener('click', onDocumentClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onDocumentClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, lightDismiss, o.allowClickAway, o.allowEsc, close]);

  const send = (text: string) => {
    window.open(messagingAppUrl(text, o.phoneNumber), '_blank', 'noopener,noreferrer');
    callbacks.current.onSubmit?.(text);
  };

  return (
    <Box
      ref={root}
      data-testid="chat-bubble"
      className={o.className}
      style={o.style}
      position="fixed"
      bottom={{ base: '4', md: '6' }}
      right={{ base: '4', md: '6' }}
      zIndex="sticky"
      // Clicks inside never reach the page (nor its click-outside listener).
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      <Box
        ref={popover}
        id={CHAT_BOX_ID}
        popover={lightDismiss ? 'auto' : 'manual'}
        onBeforeToggle={onBeforeToggle}
        onToggle={onToggle}
        {...POPOVER_BOX}
        inset="auto"
        css={[POPOVER_BOX.css, CHAT_BOX_PLACE]}
        p="0"
        border="none"
        bg="transparent"
        overflow="visible"
      >
        <ChatBox
          accountName={o.accountName}
          avatar={o.avatar}
          statusMessage={o.statusMessage}
          chatMessage={o.chatMessage}
          placeholder={o.placeholder}
          height={o.chatboxHeight}
          style={o.chatboxStyle}
          className={o.chatboxClassName}
          isDark={o.darkMode}
          isTyping={isTyping}
          openedAt={openedAt}
          popoverId={CHAT_BOX_ID}
          action={messagingAppAddress(o.phoneNumber)}
          inputRef={input}
          onSend={send}
        />
      </Box>
      <Flex justify="flex-end">
        <Button
          onClick={() => callbacks.current.onClick?.()}
          // The browser opens and closes the box, and tells whether it is open.
          popoverTarget={CHAT_BOX_ID}
          aria-haspopup="dialog"
          aria-label={t(isOpen ? 'chat.close' : 'chat.with', { name: o.accountName })}
          className={o.buttonClassName}
          style={o.buttonStyle}
          css={{ anchorName: BUBBLE_ANCHOR }}
          position="relative"
          rounded="full"
          w={`${BUTTON_AVATAR_SIZE}px`}
          h={`${BUTTON_AVATAR_SIZE}px`}
          minW="0"
          p="0"
          bg="#25d366"
          shadow="lg"
          _hover={{ bg: '#1ebe5b', transform: 'scale(1.05)' }}
          _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <Box
            data-testid="chat-bubble-avatar"
            rounded="full"
            overflow="hidden"
            boxSize={`${BUTTON_AVATAR_SIZE}px`}
            display="grid"
            placeItems="center"
          >
            {o.avatar ? (
              <Image src={o.avatar} alt="" boxSize={`${BUTTON_AVATAR_SIZE}px`} objectFit="cover" />
            ) : (
              <MessageCircle size={30} color="white" strokeWidth={2.2} aria-hidden="true" />
            )}
          </Box>
          {notifications.hasBadge && !isOpen && (
            <Box
              as="span"
              aria-label={t('chat.newMessage')}
              position="absolute"
              top="-1"
              right="-1"
              minW="5"
              h="5"
              px="1"
              rounded="full"
              bg="red.600"
              color="white"
              fontSize="xs"
              fontWeight="bold"
              display="grid"
              placeItems="center"
              borderWidth="2px"
              borderColor="bg"
            >
              {formatCount(1, language)}
            </Box>
          )}
        </Button>
      </Flex>
    </Box>
  );
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
