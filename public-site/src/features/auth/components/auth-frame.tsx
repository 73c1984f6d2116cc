import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ProductMark } from '@alumni/shared';
import type { ReactNode } from 'react';

/**
 * The two-panel frame of login, sign-up and the account pages: a welcome banner beside the card with the
 * page's h1 (`title`) over its content, `width` wide at most.
 */
export function AuthFrame({
  title,
  bannerTitle,
  bannerText,
  width = 'md',
  children,
}: {
  title: string;
  bannerTitle: string;
  bannerText: string;
  width?: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Container maxW="5xl" py={{ base: '6', md: '14' }} px={{ base: '4', md: '6' }}>
      <Flex
        direction={{ base: 'column', md: 'row' }}
        rounded="2xl"
        overflow="hidden"
        borderWidth="1px"
        bg="bg.panel"
        shadow="sm"
      >
        <Stack
          flex={{ md: '0 0 42%' }}
          gap="4"
          justify="center"
          p={{ base: '6', md: '10' }}
          color="white"
          bgGradient="to-br"
          gradientFrom="brand.700"
          gradientTo="brand.500"
        >
          <Box bg="whiteAlpha.300" p="2" rounded="xl" w="fit-content">
            <ProductMark size={40} />
          </Box>
          <Heading as="p" size={{ base: 'xl', md: '3xl' }} color="white">
            {bannerTitle}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} opacity={0.9}>
            {bannerText}
          </Text>
        </Stack>
        <Box flex="1" p={{ base: '6', md: '10' }}>
          <Stack gap="6" maxW={width} mx="auto">
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {children}
          </Stack>
        </Box>
      </Flex>
    </Container>
  );
}
