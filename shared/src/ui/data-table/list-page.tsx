import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from '../page-header';
import { usePageTitle } from '../use-page-title';
import { DataList, type DataListProps } from './data-list';

export type ListPageProps<T> = DataListProps<T> &
  PageHeaderProps & {
    /** Between the header and the list: tabs, filters, a notice. */
    above?: ReactNode;
    /** Under the list (a dialog its rows open, a second section). */
    below?: ReactNode;
  };

/**
 * The one dashboard list page: the tab's title and the header (h1, its line, actions), what stands above
 * the list, and the list. A page declares its header, its columns and its query.
 */
export function ListPage<T>({ title, description, actions, above, below, ...list }: ListPageProps<T>) {
  usePageTitle(title);
  return (
    <Box>
      <PageHeader title={title} description={description} actions={actions} />
      {above}
      {/* The rest is one of DataList's sources (paged query, whole query or rows); TypeScript loses which. */}
      <DataList {...(list as DataListProps<T>)} />
      {below}
    </Box>
  );
}
