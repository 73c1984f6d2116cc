import { PaginationBar, usePageTitle } from '@alumni/shared';
import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { SearchPage } from '../../../components/search-page';
import { listParamsFrom, useAssociations } from '../api/get-associations';
import { AssociationCards } from './association-cards';
import { AssociationSearch } from './association-search';
import { AssociationTable } from './association-table';

export function AssociationListPage() {
  usePageTitle('Associations');
  const [params] = useSearchParams();
  const { name, page, limit } = listParamsFrom(params);
  const query = useAssociations({ name, page, limit });

  return (
    <SearchPage
      title="Associations"
      subtitle={name ? `Results for “${name}”` : 'Alumni associations on Alumni Connect'}
      maxW="6xl"
      search={<AssociationSearch key={name ?? ''} initial={name ?? ''} limit={params.get('limit')} />}
      searchGap="6"
      query={query}
      what="The associations"
      emptyIcon={<SearchX size={40} aria-hidden="true" />}
      empty={() => (name ? `No associations match “${name}”.` : 'No associations match this page.')}
    >
      {(data) => (
        <>
          <AssociationTable associations={data.results} firstIndex={(data.page - 1) * data.limit + 1} />
          <AssociationCards associations={data.results} firstIndex={(data.page - 1) * data.limit + 1} />
          <PaginationBar count={data.count} limit={limit} page={page} />
        </>
      )}
    </SearchPage>
  );
}
