import { Box, Flex, HStack, IconButton, Image, Input, Stack, Text } from '@chakra-ui/react';
import { ProductMark } from '@alumni/shared';
import { Send, X } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';

const pattern = (dot: string, bg: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' width='24' height='24'><rect width='24' height='24' fill='${bg}'/><circle cx='4' cy='4' r='1.4' fill='${dot}'/><circle cx='16' cy='14' r='1' fill='${dot}'/></svg>`,
  ).replace(/'/g, '%27')}")`;

/** The chat background differs in dark mode (spec section 4). */
export const CHAT_BACKGROUND = { light: pattern('#d6cfc4', '#efe9e1'), dark: pattern('#1f2c33', '#0b141a') };

const twoDigits = (n: number) => String(n).padStart(2, '0');
export const clockTime = (date: Date) => `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;

export type ChatBoxProps = {
  accountName: string;
  avatar?: string;
  statusMessage: string;
  chatMessage: string;
  placeholder: string;
  height: number;
  isDark: boolean;
  isTyping: boolean;
  focusInput: boolean;
  style?: CSSProperties;
  className?: string;
  onClose: () => void;
  onSend: (text: string) => void;
};

export function ChatAvatar({ avatar, size }: { avatar?: string; size: number }) {
  return avatar ? (
    <Image src={avatar} alt="" boxSize={`${size}px`} rounded="full" objectFit="cover" />
  ) : (
    <ProductMark size={size} />
  );
}

export function ChatBox(props: ChatBoxProps) {
  const {
    accountName,
    avatar,
    statusMessage,
    chatMessage,
    placeholder,
    height,
    isDark,
    isTyping,
    focusInput,
    onClose,
    onSend,
  } = props;
  const [text, setText] = useState('');
  const [openedAt] = useState(() => clockTime(new Date()));
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusInput) input.current?.focus();
  }, [focusInput]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    onSend(message);
    setText('');
  };

  return (
    <Box
      role="dialog"
      aria-label={`Chat with ${accountName}`}
      data-theme={isDark ? 'dark' : 'light'}
      className={props.className}
      style={props.style}
      w="340px"
      maxW="calc(100vw - 2rem)"
      mb="3"
      rounded="xl"
      overflow="hidden"
      shadow="xl"
      borderWidth="1px"
      borderColor={isDark ? '#2a3942' : 'blackAlpha.200'}
      bg={isDark ? '#111b21' : 'white'}
      color={isDark ? '#e9edef' : 'gray.900'}
    >
      <Flex align="center" gap="3" px="4" py="3" bg={isDark ? '#1f2c33' : '#075e54'} color="white">
        <ChatAvatar avatar={avatar} size={40} />
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight="semibold" truncate>
            {accountName}
          </Text>
          <Text fontSize="xs" opacity={0.85}>
            {statusMessage}
          </Text>
        </Stack>
        <IconButton
          aria-label="Close chat"
          size="xs"
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.300' }}
          onClick={onClose}
        >
          <X />
        </IconButton>
      </Flex>
      <Box
        data-testid="chat-body"
        maxH="50dvh"
        px="4"
        py="5"
        overflowY="auto"
        style={{ height, backgroundImage: isDark ? CHAT_BACKGROUND.dark : CHAT_BACKGROUND.light }}
      >
        {isTyping ? (
          <Box
            role="status"
            aria-label={`${accountName} is typing`}
            bg={isDark ? '#202c33' : 'white'}
            rounded="lg"
            px="3"
            py="2"
            w="fit-content"
            shadow="xs"
          >
            <HStack gap="1" aria-hidden="true">
              {[0, 1, 2].map((dot) => (
                <Box key={dot} boxSize="2" rounded="full" bg="gray.400" />
              ))}
            </HStack>
          </Box>
        ) : (
          <Box
            bg={isDark ? '#202c33' : 'white'}
            rounded="lg"
            roundedTopLeft="none"
            px="3"
            py="2"
            maxW="85%"
            w="fit-content"
            shadow="xs"
          >
            <Text fontSize="xs" fontWeight="semibold" color={isDark ? '#8696a0' : 'gray.500'}>
              {accountName}
            </Text>
            <Text fontSize="sm">{chatMessage}</Text>
            <Text as="time" display="block" textAlign="end" fontSize="2xs" color={isDark ? '#8696a0' : 'gray.500'}>
              {openedAt}
            </Text>
          </Box>
        )}
      </Box>
      <form onSubmit={submit}>
        <HStack px="3" py="3" gap="2" bg={isDark ? '#1f2c33' : 'gray.50'}>
          <Input
            ref={input}
            size="sm"
            rounded="full"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={placeholder}
            aria-label={`Message to ${accountName}`}
            bg={isDark ? '#2a3942' : 'white'}
            color="inherit"
            borderColor={isDark ? '#2a3942' : 'gray.200'}
            _placeholder={{ color: isDark ? '#8696a0' : 'gray.500' }}
          />
          <IconButton
            type="submit"
            size="sm"
            rounded="full"
            aria-label="Send message"
            bg="#00a884"
            color="white"
            _hover={{ bg: '#008f72' }}
          >
            <Send />
          </IconButton>
        </HStack>
      </form>
    </Box>
  );
}
