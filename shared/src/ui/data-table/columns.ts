import type { TableCellProps, TableColumnHeaderProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One column of a list page: its header, what a row shows in it, and where it hides on a narrow screen. */
export type DataColumn<T> = {
  header: ReactNode;
  /** `position` is the row's place in the whole list (1 on the first page's first row). */
  cell: (row: T, at: { position: number }) => ReactNode;
  /** Hides header and cells below this breakpoint (the first column then usually repeats the facts). */
  hideBelow?: 'sm' | 'md' | 'lg';
  align?: 'start' | 'end';
  headerProps?: TableColumnHeaderProps;
  cellProps?: TableCellProps;
};

/** The "#" column: the row's place in the whole list, across pages. */
export function positionColumn<T>({
  hideBelow,
  cellProps,
}: Pick<DataColumn<T>, 'hideBelow' | 'cellProps'> = {}): DataColumn<T> {
  return { header: '#', hideBelow, headerProps: { w: '12' }, cellProps, cell: (_row, { position }) => position };
}
