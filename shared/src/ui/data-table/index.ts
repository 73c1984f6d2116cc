export { DataList, type DataListProps } from './data-list';
export { ListPage, type ListPageProps } from './list-page';
export { DataTable, type DataTableProps } from './data-table';
export { positionColumn, type DataColumn } from './columns';
export { RowLink } from './row-link';
export { usePagedQuery, type PagedQuery } from './use-paged-query';
export { StackedList, StackedItem } from './stacked-list';
