import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

type ProfileSectionProps = {
  title: string;
  action?: ReactNode;
  isEmpty?: boolean;
  emptyText?: string;
  children?: ReactNode;
};

/** One titled panel of the profile page (contact links, education, job experience). */
export function ProfileSection({ title, action, isEmpty, emptyText, children }: ProfileSectionProps) {
  // Not made from the title: a Bangla title has no letters \w matches, so every section would get one id.
  const id = `section-${useId()}`;
  return (
    <Box as="section" aria-labelledby={id} bg="bg.panel" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        {action}
      </Flex>
      {isEmpty ? <Text color="fg.muted">{emptyText}</Text> : <Stack gap="0">{children}</Stack>}
    </Box>
  );
}

/** A row inside a section: content on the left, actions on the right (below on a phone). */
export function RecordRow({ children, actions, label }: { children: ReactNode; actions?: ReactNode; label: string }) {
  return (
    <Flex
      as="article"
      aria-label={label}
      gap="3"
      py="4"
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'flex-start' }}
      borderTopWidth="1px"
      _first={{ borderTopWidth: '0', pt: '0' }}
      _last={{ pb: '0' }}
    >
      <Box minW="0" flex="1">
        {children}
      </Box>
      {actions && (
        <Flex gap="2" flexShrink={0} wrap="wrap">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
