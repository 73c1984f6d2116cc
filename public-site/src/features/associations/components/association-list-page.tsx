import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { FullScreenSpinner, PaginationBar, usePageTitle } from '@alumni/shared';
import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { listParamsFrom, useAssociations } from '../api/get-associations';
import { AssociationCards } from './association-cards';
import { AssociationSearch } from './association-search';
import { AssociationTable } from './association-table';

export function AssociationListPage() {
  usePageTitle('Associations');
  const [params] = useSearchParams();
  const { name, page, limit } = listParamsFrom(params);
  const { data, isPending, isError, isPlaceholderData } = useAssociations({ name, page, limit });

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Associations
        </Heading>
        <Text color="fg.muted">{name ? `Results for “${name}”` : 'Alumni associations on Alumni Connect'}</Text>
      </Stack>
      <Box mb="6">
        <AssociationSearch key={name ?? ''} initial={name ?? ''} limit={params.get('limit')} />
      </Box>
      {isPending ? (
        <FullScreenSpinner />
      ) : isError ? (
        <Text role="alert" color="fg.error" py="10" textAlign="center">
          The associations could not be loaded. Please try again later.
        </Text>
      ) : data.results.length === 0 ? (
        <Stack align="center" py="14" gap="3" color="fg.muted" textAlign="center">
          <SearchX size={40} aria-hidden="true" />
          <Text fontSize="lg">{name ? `No associations match “${name}”.` : 'No associations match this page.'}</Text>
        </Stack>
      ) : (
        <Box opacity={isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s" aria-busy={isPlaceholderData}>
          <AssociationTable associations={data.results} firstIndex={(data.page - 1) * data.limit + 1} />
          <AssociationCards associations={data.results} firstIndex={(data.page - 1) * data.limit + 1} />
          <PaginationBar count={data.count} limit={limit} page={page} />
        </Box>
      )}
    </Container>
  );
}
