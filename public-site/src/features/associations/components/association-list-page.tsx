import { PaginationBar, usePortalCatalog } from '@alumni/shared';
import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { SearchPage } from '../../../components/search-page';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { listParamsFrom, useAssociations } from '../api/get-associations';
import { AssociationCards } from './association-cards';
import { AssociationSearch } from './association-search';
import { AssociationTable } from './association-table';
import { usePublicPageTitle } from '../../../i18n/page-titles';

export function AssociationListPage() {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  usePublicPageTitle('associations');
  const [params] = useSearchParams();
  const { name, page, limit } = listParamsFrom(params);
  const query = useAssociations({ name, page, limit });

  return (
    <SearchPage
      title={t('associations.title')}
      subtitle={name ? t('associations.results', { name }) : t('associations.subtitle')}
      maxW="6xl"
      search={<AssociationSearch key={name ?? ''} initial={name ?? ''} limit={params.get('limit')} />}
      searchGap="6"
      query={query}
      loadError={t('common.loadError', { what: t('associations.loadError') })}
      emptyIcon={<SearchX size={40} aria-hidden="true" />}
      empty={() => (name ? t('associations.noMatch', { name }) : t('associations.noPage'))}
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
