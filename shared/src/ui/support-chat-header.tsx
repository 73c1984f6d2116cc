import { Flex, IconButton, Stack, Text, type FlexProps, type IconButtonProps } from '@chakra-ui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useShellText } from '../i18n/react';

export type SupportChatHeaderProps = {
  name: string;
  status: string;
  avatar: ReactNode;
  bg: FlexProps['bg'];
  /** How the close button closes: `onClick`, or the popover it hides in the served page. */
  close: Omit<IconButtonProps, 'aria-label' | 'children'>;
};

/** The support chat's title bar: avatar, account name, reply time and Close (chat bubble and help widget alike). */
export function SupportChatHeader({ name, status, avatar, bg, close }: SupportChatHeaderProps) {
  const t = useShellText();
  return (
    <Flex align="center" gap="3" px="4" py="3" bg={bg} color="white">
      {avatar}
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="semibold" truncate>
          {name}
        </Text>
        <Text fontSize="xs" opacity={0.85}>
          {status}
        </Text>
      </Stack>
      <IconButton
        aria-label={t('chat.close')}
        size="xs"
        variant="ghost"
        color="white"
        _hover={{ bg: 'whiteAlpha.300' }}
        {...close}
      >
        <X />
      </IconButton>
    </Flex>
  );
}
