import { Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type PageHeaderProps = { title: string; description?: ReactNode; actions?: ReactNode };

/** A dashboard page's h1 with an optional line under it and actions that wrap under the title on a phone. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex
      mb="6"
      gap="4"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-end' }}
      justify="space-between"
    >
      <div>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {description && (
          <Text mt="1" color="fg.muted">
            {description}
          </Text>
        )}
      </div>
      {actions && (
        <HStack gap="2" wrap="wrap" flexShrink={0}>
          {actions}
        </HStack>
      )}
    </Flex>
  );
}
