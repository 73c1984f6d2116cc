import { describe, expect, it, jest } from '@jest/globals';
import { Text } from '@chakra-ui/react';
import { renderWithProviders, screen, within } from '../../testing';
import { DataList, positionColumn, RowLink, type DataColumn } from '../data-table';

type Fruit = { id: number; name: string; colour: string };

const fruits: Fruit[] = [
  { id: 1, name: 'Mango', colour: 'yellow' },
  { id: 2, name: 'Jackfruit', colour: 'green' },
];

const columns: DataColumn<Fruit>[] = [
  positionColumn(),
  { header: 'Name', cell: (fruit) => fruit.name },
  { header: 'Colour', hideBelow: 'md', cell: (fruit) => fruit.colour },
  {
    header: 'Details',
    align: 'end',
    cell: (f) => (
      <RowLink to={`/fruits/${f.id}`} label={`View ${f.name}`}>
        View
      </RowLink>
    ),
  },
];

const loaded = <T,>(data: T) => ({ data, isPending: false, isError: false, error: null, refetch: jest.fn() });

/**
 * Whether the element is hidden on a screen `width` pixels wide: jsdom applies no media query, so the
 * style sheets Emotion wrote are read the way the browser would (rem = 16px).
 */
function isHiddenAt(element: Element, width: number): boolean {
  const fits = (condition: string) =>
    [...condition.matchAll(/\((min|max)-width:\s*([\d.]+)rem\)/g)].every(([, bound, rem]) =>
      bound === 'min' ? width >= Number(rem) * 16 : width <= Number(rem) * 16,
    );
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  return rules.some(
    (rule) =>
      rule instanceof CSSMediaRule &&
      fits(rule.conditionText) &&
      [...rule.cssRules].some(
        (inner) =>
          inner instanceof CSSStyleRule && inner.style.display === 'none' && element.matches(inner.selectorText),
      ),
  );
}

/** Whether the element or a box around it is hidden at 390 (a phone) and 1280 pixels (a wide screen). */
function hiddenOn(element: Element) {
  const ancestors: Element[] = [];
  for (let at: Element | null = element; at; at = at.parentElement) ancestors.push(at);
  const hiddenAt = (width: number) => ancestors.some((at) => isHiddenAt(at, width));
  return { phone: hiddenAt(390), wide: hiddenAt(1280) };
}

describe('DataList', () => {
  it('shows a table of the declared columns, each row numbered, with its actions', () => {
    renderWithProviders(<DataList rows={fruits} label="Fruits" columns={columns} empty="No fruit." />);
    const table = screen.getByRole('table', { name: 'Fruits' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Name', 'Colour', 'Details']);
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Mango', 'yellow', 'View']);
    expect(within(second).getByRole('link', { name: 'View Jackfruit' })).toHaveAttribute('href', '/fruits/2');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('hides a column below its breakpoint, and the whole table shows on a phone without a card', () => {
    renderWithProviders(<DataList rows={fruits} label="Fruits" columns={columns} empty="No fruit." />);
    expect(hiddenOn(screen.getByRole('columnheader', { name: 'Colour' }))).toEqual({ phone: true, wide: false });
    expect(hiddenOn(screen.getByRole('cell', { name: 'green' }))).toEqual({ phone: true, wide: false });
    expect(hiddenOn(screen.getByRole('columnheader', { name: 'Name' }))).toEqual({ phone: false, wide: false });
  });

  it('with a card, shows a stacked list on a phone and the table on a wide screen', () => {
    renderWithProviders(
      <DataList
        rows={fruits}
        label="Fruits"
        columns={columns}
        card={(fruit) => <Text>{`${fruit.name} is ${fruit.colour}`}</Text>}
        empty="No fruit."
      />,
    );
    const list = screen.getByRole('list', { name: 'Fruits' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['Mango is yellow', 'Jackfruit is green']);
    expect(hiddenOn(list)).toEqual({ phone: false, wide: true });
    expect(hiddenOn(screen.getByRole('table', { name: 'Fruits' }))).toEqual({
      phone: true,
      wide: false,
    });
  });

  it('says the list is empty instead of an empty table', () => {
    renderWithProviders(<DataList rows={[]} columns={columns} empty="No fruit yet." />);
    expect(screen.getByText('No fruit yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading and the error with Retry when the query failed', async () => {
    const { rerender } = renderWithProviders(
      <DataList
        query={{ data: undefined, isPending: true, isError: false, error: null, refetch: jest.fn() }}
        columns={columns}
        what="The fruits"
        empty="No fruit."
      />,
    );
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    const refetch = jest.fn();
    rerender(
      <DataList
        query={{ data: undefined, isPending: false, isError: true, error: new Error('down'), refetch }}
        columns={columns}
        what="The fruits"
        empty="No fruit."
      />,
    );
    expect(screen.getByText(/The fruits could not be loaded/)).toBeInTheDocument();
    screen.getByRole('button', { name: /Retry/ }).click();
    expect(refetch).toHaveBeenCalled();
  });

  it('pages a paged query: positions go on from the page before, and the pagination links the pages', () => {
    renderWithProviders(
      <DataList
        query={loaded({ count: 12, results: fruits })}
        paging={{ page: 3, limit: 5 }}
        columns={columns}
        label="Fruits"
        empty="No fruit."
      />,
      { route: '/fruits?page=3' },
    );
    const rows = within(screen.getByRole('table', { name: 'Fruits' })).getAllByRole('row');
    expect(within(rows[1]).getAllByRole('cell')[0]).toHaveTextContent('11');
    expect(within(rows[2]).getAllByRole('cell')[0]).toHaveTextContent('12');
    const pages = screen.getByRole('navigation', { name: /pagination/i });
    expect(within(pages).getByRole('link', { name: /page 2/i })).toHaveAttribute('href', '/fruits?page=2');
  });

  it('tells an empty later page from an empty list', () => {
    const { rerender } = renderWithProviders(
      <DataList
        query={loaded({ count: 3, results: [] as Fruit[] })}
        paging={{ page: 9, limit: 5 }}
        columns={columns}
        empty="No fruit yet."
        emptyPage="Nothing on this page."
      />,
    );
    expect(screen.getByText('Nothing on this page.')).toBeInTheDocument();
    rerender(
      <DataList
        query={loaded({ count: 0, results: [] as Fruit[] })}
        paging={{ page: 1, limit: 5 }}
        columns={columns}
        empty="No fruit yet."
        emptyPage="Nothing on this page."
      />,
    );
    expect(screen.getByText('No fruit yet.')).toBeInTheDocument();
  });
});
