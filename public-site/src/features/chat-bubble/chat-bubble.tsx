import { Box, Button, Flex, Image } from '@chakra-ui/react';
import { messagingAppAddress, messagingAppUrl, useIsHydrated, useLanguage } from '@alumni/shared';
import { formatCount } from '@alumni/shared/format';
import { MessageCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type MouseEvent, useLayoutEffect } from 'react';
import { ChatBox } from './chat-box';
import { ChatBoxEarly, EARLY_CHAT_ID } from './chat-box-early';
import { BUTTON_AVATAR_SIZE, CHAT_BUBBLE_DEFAULTS, type ChatBubbleOptions } from './chat-bubble-options';
import { useNotificationTimer } from './use-notification-timer';
import { usePublicAuthTexts } from '../../i18n/use-public-auth-texts';

/**
 * Floating chat bubble (spec sections 1, 3, 4, 8, 9): a round button with the account's avatar;
 * opening it shows a chat box whose reply opens the messaging app in a new window. While closed,
 * a periodic notification raises a "1" badge (optionally with a beep).
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
  const isHydrated = useIsHydrated();
  const [isOpen, setIsOpen] = useState(false);
  const [isTyping, setIsTyping] = useState(false);
  const [focusInput, setFocusInput] = useState(false);
  const root = useRef<HTMLDivElement>(null);
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

  const open = useCallback(
    (byVisitor: boolean) => {
      stop();
      clearBadge();
      setIsOpen(true);
      setFocusInput(byVisitor);
      setIsTyping(true);
      if (delayTimer.current) clearTimeout(delayTimer.current);
      // The "delay action": the welcome message appears after the reply delay.
      delayTimer.current = setTimeout(() => setIsTyping(false), o.messageDelay * 1000);
    },
    [stop, clearBadge, o.messageDelay],
  );

  const close = useCallback(() => {
    setIsOpen(false);
    callbacks.current.onClose?.();
  }, []);

  useEffect(() => () => void (delayTimer.current && clearTimeout(delayTimer.current)), []);

  useEffect(() => {
    if (o.autoOpenTimeout <= 0) return;
    const timer = setTimeout(() => open(false), o.autoOpenTimeout * 1000);
    return () => clearTimeout(timer);
    // Only once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!isOpen) return;
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
  }, [isOpen, o.allowClickAway, o.allowEsc, close]);

  const onButtonClick = () => {
    callbacks.current.onClick?.();
    if (isOpen) close();
    else open(true);
  };

  const box = {
    accountName: o.accountName,
    avatar: o.avatar,
    statusMessage: o.statusMessage,
    chatMessage: o.chatMessage,
    placeholder: o.placeholder,
    height: o.chatboxHeight,
    style: o.chatboxStyle,
    className: o.chatboxClassName,
  };

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
      {isOpen && (
        <ChatBox
          {...box}
          isDark={o.darkMode}
          isTyping={isTyping}
          focusInput={focusInput}
          onClose={close}
          onSend={send}
        />
      )}
      <ChatBoxEarly
        {...box}
        action={messagingAppAddress(o.phoneNumber)}
        lightDismiss={o.allowClickAway || o.allowEsc}
      />
      <Flex justify="flex-end">
        <Button
          onClick={onButtonClick}
          // Until the page is live the browser opens the served chat box (chat-box-early.tsx) and tells whether it is open.
          popoverTarget={isHydrated ? undefined : EARLY_CHAT_ID}
          aria-haspopup="dialog"
          aria-label={t(isOpen ? 'chat.close' : 'chat.with', { name: o.accountName })}
          aria-expanded={isHydrated ? isOpen : undefined}
          className={o.buttonClassName}
          style={o.buttonStyle}
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
