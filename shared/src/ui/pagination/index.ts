export { PaginationBar, type PaginationBarProps } from './pagination-bar';
export { paginationWindow, totalPagesOf, PAGE_WINDOW_RADIUS, type PageItem } from './pagination-window';
export { pageParamsFrom, usePageParams, type PageParams } from './use-page-params';
