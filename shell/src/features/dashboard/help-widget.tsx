import { Box, Button, Flex, HStack, IconButton, Input } from '@chakra-ui/react';
import { messagingAppUrl, ProductMark, SUPPORT_CHAT, SupportChatHeader, useShellText } from '@alumni/shared';
import { MessageCircle, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';

/** Floating help button: opens a chat with support in a new window with the typed text, then clears the box. */
export function HelpWidget() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const t = useShellText();

  const send = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    window.open(messagingAppUrl(message), '_blank', 'noopener,noreferrer');
    setText('');
  };

  return (
    <Box position="fixed" bottom="5" right="5" zIndex="overlay">
      {open && (
        <Box
          role="dialog"
          aria-label={t('chat.with', { name: SUPPORT_CHAT.accountName })}
          mb="3"
          w="72"
          bg="bg.panel"
          borderWidth="1px"
          rounded="xl"
          shadow="lg"
          overflow="hidden"
        >
          <SupportChatHeader
            name={SUPPORT_CHAT.accountName}
            status={t('chat.status')}
            avatar={<ProductMark size={36} />}
            bg="#128C7E"
            close={{ onClick: () => setOpen(false) }}
          />
          <Box px="4" py="3" bg="bg.subtle">
            <Box bg="bg.panel" rounded="lg" px="3" py="2" fontSize="sm" shadow="xs" w="fit-content">
              {t('chat.greeting')}
            </Box>
          </Box>
          <form onSubmit={send}>
            <HStack px="3" py="3" gap="2">
              <Input
                size="sm"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={t('chat.placeholder')}
                aria-label={t('chat.messageLabel')}
              />
              <IconButton type="submit" size="sm" aria-label={t('chat.send')} colorPalette="green">
                <Send />
              </IconButton>
            </HStack>
          </form>
        </Box>
      )}
      <Flex justify="flex-end">
        <Button
          onClick={() => setOpen((value) => !value)}
          aria-label={open ? t('chat.hide') : t('chat.open')}
          aria-expanded={open}
          rounded="full"
          w="14"
          h="14"
          p="0"
          bg="#25D366"
          color="white"
          shadow="lg"
          _hover={{ bg: '#1ebe5b' }}
        >
          <MessageCircle size={28} />
        </Button>
      </Flex>
    </Box>
  );
}
