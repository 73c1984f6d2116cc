import { Box, HStack, IconButton, Image, Input, Text } from '@chakra-ui/react';
import { ProductMark, SupportChatHeader } from '@alumni/shared';
import { INTL_LOCALES, type Language } from '@alumni/shared/i18n';
import { Send } from 'lucide-react';
import type { CSSProperties, FormEvent, Ref } from 'react';
import { usePublicAuthTexts } from '../../i18n/use-public-auth-texts';

const pattern = (dot: string, bg: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' width='24' height='24'><rect width='24' height='24' fill='${bg}'/><circle cx='4' cy='4' r='1.4' fill='${dot}'/><circle cx='16' cy='14' r='1' fill='${dot}'/></svg>`,
  ).replace(/'/g, '%27')}")`;

/** The chat background differs in dark mode (spec section 4). */
const CHAT_BACKGROUND = { light: pattern('#d6cfc4', '#efe9e1'), dark: pattern('#1f2c33', '#0b141a') };

/** "09:05", in the language's digits ("০৯:০৫" in Bangla). */
export const clockTime = (date: Date, language: Language) => {
  const twoDigits = new Intl.NumberFormat(INTL_LOCALES[language], { minimumIntegerDigits: 2, useGrouping: false });
  return `${twoDigits.format(date.getHours())}:${twoDigits.format(date.getMinutes())}`;
};

export type ChatBoxProps = {
  accountName: string;
  avatar?: string;
  statusMessage: string;
  chatMessage: string;
  placeholder: string;
  height: number;
  /** The bubble's darkMode option; 'page': the page's theme, followed by its CSS (no code needed to know it). */
  isDark: boolean | 'page';
  isTyping: boolean;
  /** When it was opened, on the reader's clock ("09:05"); none in the server's HTML (its clock is not the reader's). */
  openedAt?: string;
  /** The id of the popover the box is shown in: its close button hides it (the browser's own, with or without code). */
  popoverId: string;
  /** Where the message goes: the messaging app's address (its `text` parameter), in a new tab. */
  action: string;
  inputRef?: Ref<HTMLInputElement>;
  style?: CSSProperties;
  className?: string;
  /** Once the page's code has come: the message is handed over here instead of by the browser (then the box empties). */
  onSend?: (text: string) => void;
};

type Tone = string | { base: string; _dark: string };

function ChatAvatar({ avatar, size }: { avatar?: string; size: number }) {
  return avatar ? (
    <Image src={avatar} alt="" boxSize={`${size}px`} rounded="full" objectFit="cover" />
  ) : (
    <ProductMark size={size} />
  );
}

export function ChatBox(props: ChatBoxProps) {
  const { accountName, avatar, statusMessage, chatMessage, placeholder, height, isDark, isTyping, openedAt } = props;
  const { popoverId, action, inputRef, style, className, onSend } = props;
  const t = usePublicAuthTexts();
  /** A colour of the light or the dark chat, as the bubble's option or the page's theme says. */
  const tone = (light: string, dark: string): Tone =>
    isDark === 'page' ? { base: light, _dark: dark } : isDark ? dark : light;

  // Without code the browser sends the form itself (to the messaging app, in a new tab) and the page head's
  // snippet empties it (shared/src/hydration/native-controls.cjs); once live, onSend takes the message.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSend) return;
    event.preventDefault();
    const form = event.currentTarget;
    const message = String(new FormData(form).get('text') ?? '').trim();
    if (!message) return;
    onSend(message);
    form.reset();
  };

  return (
    <Box
      role="dialog"
      aria-label={t('chat.with', { name: accountName })}
      data-theme={isDark === 'page' ? undefined : isDark ? 'dark' : 'light'}
      className={className}
      style={style}
      w="340px"
      maxW="calc(100vw - 2rem)"
      mb="3"
      rounded="xl"
      overflow="hidden"
      shadow="xl"
      borderWidth="1px"
      borderColor={tone('blackAlpha.200', '#2a3942')}
      bg={tone('white', '#111b21')}
      color={tone('gray.900', '#e9edef')}
    >
      <SupportChatHeader
        name={accountName}
        status={statusMessage}
        avatar={<ChatAvatar avatar={avatar} size={40} />}
        bg={tone('#075e54', '#1f2c33')}
        close={{ popoverTarget: popoverId, popoverTargetAction: 'hide' }}
      />
      <Box
        data-testid="chat-body"
        maxH="50dvh"
        px="4"
        py="5"
        overflowY="auto"
        style={{ height, backgroundImage: isDark === 'page' ? undefined : CHAT_BACKGROUND[isDark ? 'dark' : 'light'] }}
        css={
          isDark === 'page'
            ? { backgroundImage: CHAT_BACKGROUND.light, _dark: { backgroundImage: CHAT_BACKGROUND.dark } }
            : undefined
        }
      >
        {isTyping ? (
          <Box
            role="status"
            aria-label={t('chat.typing', { name: accountName })}
            bg={tone('white', '#202c33')}
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
            bg={tone('white', '#202c33')}
            rounded="lg"
            roundedTopLeft="none"
            px="3"
            py="2"
            maxW="85%"
            w="fit-content"
            shadow="xs"
          >
            <Text fontSize="xs" fontWeight="semibold" color={tone('gray.500', '#8696a0')}>
              {accountName}
            </Text>
            <Text fontSize="sm">{chatMessage}</Text>
            {openedAt && (
              <Text as="time" display="block" textAlign="end" fontSize="2xs" color={tone('gray.500', '#8696a0')}>
                {openedAt}
              </Text>
            )}
          </Box>
        )}
      </Box>
      <form
        action={action}
        method="get"
        target="_blank"
        rel="noopener noreferrer"
        data-clear-on-send=""
        onSubmit={submit}
      >
        <HStack px="3" py="3" gap="2" bg={tone('gray.50', '#1f2c33')}>
          <Input
            ref={inputRef}
            size="sm"
            rounded="full"
            name="text"
            required
            autoComplete="off"
            placeholder={placeholder}
            aria-label={t('chat.messageTo', { name: accountName })}
            bg={tone('white', '#2a3942')}
            color="inherit"
            borderColor={tone('gray.200', '#2a3942')}
            _placeholder={{ color: tone('gray.500', '#8696a0') }}
          />
          <IconButton
            type="submit"
            size="sm"
            rounded="full"
            aria-label={t('chat.send')}
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
