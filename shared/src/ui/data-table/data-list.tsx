import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PaginationBar } from '../pagination/pagination-bar';
import { QueryState, type QueryLike } from '../query-state';
import { DataTable, type DataTableProps } from './data-table';

type Paged<T> = { count: number; results: T[] };

type Busy = { isFetching?: boolean };

type Source<T> =
  /** A paged query (`{ count, results }`) with the page shown. */
  | { query: QueryLike<Paged<T>> & Busy; paging: { page: number; limit: number }; rows?: never }
  /** A query of the whole list. */
  | { query: QueryLike<T[]> & Busy; paging?: never; rows?: never }
  /** Rows already at hand (from the session, say). */
  | { rows: readonly T[]; query?: never; paging?: never };

export type DataListProps<T> = Omit<DataTableProps<T>, 'rows' | 'firstPosition' | 'isBusy'> &
  Source<T> & {
    /** What could not be loaded, for the error line ("The members"). */
    what?: string;
    /** Shown when the list is empty: a text in the list's quiet style, or an element of its own. */
    empty: ReactNode;
    /** Shown when a later page holds nothing (the list itself is not empty); `empty` if not given. */
    emptyPage?: ReactNode;
  };

function EmptyNote({ children }: { children: ReactNode }) {
  if (typeof children !== 'string') return <>{children}</>;
  return (
    <Text color="fg.muted" py="10" textAlign="center">
      {children}
    </Text>
  );
}

/**
 * The one list page body: loading and error (`QueryState`), the empty state, the table (a stacked list
 * on a phone when the page gives a `card`) and the pagination under it. A page declares its columns.
 */
export function DataList<T>({ what, empty, emptyPage = empty, query, paging, rows, ...table }: DataListProps<T>) {
  const show = (items: readonly T[], count: number) => {
    if (items.length === 0) return <EmptyNote>{count === 0 ? empty : emptyPage}</EmptyNote>;
    return (
      <>
        <DataTable
          {...table}
          rows={items}
          isBusy={query?.isFetching}
          firstPosition={paging ? (paging.page - 1) * paging.limit + 1 : 1}
        />
        {paging && <PaginationBar count={count} limit={paging.limit} page={paging.page} />}
      </>
    );
  };
  if (rows) return show(rows, rows.length);
  if (paging) {
    return (
      <QueryState query={query as QueryLike<Paged<T>>} what={what}>
        {(data) => show(data.results, data.count)}
      </QueryState>
    );
  }
  return (
    <QueryState query={query as QueryLike<T[]>} what={what}>
      {(list) => show(list, list.length)}
    </QueryState>
  );
}
