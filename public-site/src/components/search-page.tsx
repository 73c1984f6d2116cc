import { Box, Container, type ContainerProps, Heading, Stack, Text } from '@chakra-ui/react';
import { FullScreenSpinner } from '@alumni/shared';
import type { ReactNode } from 'react';

type ResultsQuery<T> = { data: T | undefined; isPending: boolean; isError: boolean; isPlaceholderData: boolean };

export type SearchPageProps<T extends { results: unknown[] }> = {
  title: string;
  subtitle: ReactNode;
  maxW: ContainerProps['maxW'];
  /** The search form, above the results. */
  search: ReactNode;
  searchGap: string;
  query: ResultsQuery<T>;
  /** Said when the results could not be loaded. */
  loadError: string;
  emptyIcon: ReactNode;
  empty: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * A public search page (associations, events): its heading, the search form, then a spinner, the error, the
 * empty message or the results (dimmed while the next page loads).
 */
export function SearchPage<T extends { results: unknown[] }>(props: SearchPageProps<T>) {
  const { data, isPending, isError, isPlaceholderData } = props.query;
  return (
    <Container maxW={props.maxW} py={{ base: '8', md: '12' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {props.title}
        </Heading>
        <Text color="fg.muted">{props.subtitle}</Text>
      </Stack>
      <Box mb={props.searchGap}>{props.search}</Box>
      {isPending ? (
        <FullScreenSpinner />
      ) : isError || !data ? (
        <Text role="alert" color="fg.error" py="10" textAlign="center">
          {props.loadError}
        </Text>
      ) : data.results.length === 0 ? (
        <Stack align="center" py="14" gap="3" color="fg.muted" textAlign="center">
          {props.emptyIcon}
          <Text fontSize="lg">{props.empty(data)}</Text>
        </Stack>
      ) : (
        <Box opacity={isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s" aria-busy={isPlaceholderData}>
          {props.children(data)}
        </Box>
      )}
    </Container>
  );
}
