import type { ListViewAnswer } from '@console/domain/schemas/list-view';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { markPageShown } from '../page-shown';
import { queryKeys } from '../query-keys';
import { FilterBar } from './filter-bar';
import { KeywordFilter, SelectFilter } from './filter-fields';
import { ListTable } from './list-table';
import { useListPage } from './use-list-page';

interface Row {
  id: number;
  name: string;
}

const useRows = vi.fn((_params: Record<string, string | number>) => ({
  data: { rows: [{ id: 1, name: 'First row' }], total: 41 },
  isFetching: false,
}));

function Search() {
  return <output data-testid="search">{decodeURIComponent(useLocation().search)}</output>;
}

function Page({ dateRangeLabel }: { dateRangeLabel?: string }) {
  const list = useListPage(useRows);
  return (
    <>
      <FilterBar {...list.filterBar} dateRangeLabel={dateRangeLabel}>
        <KeywordFilter placeholder="Name or number" />
        <SelectFilter name="status" label="Status" width={140} options={[{ value: '2', label: 'Recruiting' }]} />
        <SelectFilter name="kind" label="Kind" width={140} placeholder="Any kind" options={[]} />
      </FilterBar>
      <ListTable<Row>
        {...list.table}
        rowKey="id"
        columns={[
          { key: 'name', dataIndex: 'name', title: 'Name' },
          { key: 'code', dataIndex: 'id', title: 'Code' },
        ]}
        card={{ title: 'name', fields: [] }}
      />
      <Search />
    </>
  );
}

const noView: ListViewAnswer = { view: null, source: 'none', roleDefault: null };

/** The page at `url`, with the saved view the server would answer for its path already known. */
function renderAt(url: string, dateRangeLabel?: string, view: ListViewAnswer = noView) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.listViews.mine(new URL(url, 'http://x').pathname), view);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Page dateRangeLabel={dateRangeLabel} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await setLanguage('en');
  useRows.mockClear();
});
afterEach(() => cleanup());

describe('useListPage with the filter fields', () => {
  it('asks the list for the URL state and fills the filters, the rows and the total from it', async () => {
    renderAt(`/list?q=${encodeURIComponent('pageNum=3&status=2')}`);
    expect(useRows).toHaveBeenLastCalledWith({ pageNum: 3, pageSize: 20, status: '2' });
    expect(screen.getByText('Recruiting')).toBeTruthy();
    // The table loads lazily (list-table.tsx).
    expect(await screen.findByText('First row')).toBeTruthy();
    expect(screen.getByText('41 in all')).toBeTruthy();
    // A choice without its own placeholder reads "All"; the keyword box and the range keep their labels.
    expect(screen.getByText('Any kind')).toBeTruthy();
    expect(screen.getByPlaceholderText('Name or number')).toBeTruthy();
    expect(screen.getByText('Created')).toBeTruthy();
  });

  it('reads a plain ?status= link, and folds it into the list state on the first change', async () => {
    renderAt('/list?status=2&dataDate=2024-05');
    expect(useRows).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, status: '2' });
    expect(screen.getByText('Recruiting')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Name or number'), { target: { value: 'cleaner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).toBe('?dataDate=2024-05&q=keyword=cleaner&status=2'),
    );
  });

  it('applies the typed keyword from page 1 and writes it to the URL', async () => {
    renderAt(`/list?q=${encodeURIComponent('pageNum=3&status=2')}`);
    fireEvent.change(screen.getByPlaceholderText('Name or number'), { target: { value: '  cleaner ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?q=keyword=cleaner&status=2'));
    expect(useRows).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, keyword: 'cleaner', status: '2' });
  });

  it("fills the date range from the URL once the picker's code has come", async () => {
    // the picker's code comes once the first page is on the screen
    markPageShown();
    const { container } = renderAt(`/list?q=${encodeURIComponent('beginTime=2024-05-01&endTime=2024-05-31')}`);
    expect(useRows).toHaveBeenLastCalledWith({
      pageNum: 1,
      pageSize: 20,
      beginTime: '2024-05-01',
      endTime: '2024-05-31',
    });
    expect(await screen.findByDisplayValue('2024-05-01')).toBeTruthy();
    expect(screen.getByDisplayValue('2024-05-31')).toBeTruthy();
    expect(screen.queryByTestId('range-filter-placeholder')).toBeNull();
    // The label names the picker's first input, as before.
    const start = screen.getByLabelText('Created');
    expect(start).toBe(container.querySelector('.ant-picker-range input'));
  });

  it('shows "All" in an empty choice and the date range under its own label', () => {
    renderAt('/list', 'Issued');
    expect(screen.getByText('All')).toBeTruthy();
    expect(screen.getByText('Issued')).toBeTruthy();
    expect(screen.queryByText('Created')).toBeNull();
  });
});

describe('<ListTable> total', () => {
  const state = { pageNum: 1, pageSize: 20, filters: {} };
  const table = (total: number, capped?: boolean) => (
    <ListTable<Row>
      rows={[]}
      total={total}
      capped={capped}
      loading={false}
      state={state}
      onStateChange={() => {}}
      rowKey="id"
      columns={[]}
      card={{ title: 'name', fields: [] }}
    />
  );

  it('reads an exact total as it is, and a capped one as "more than", in the chosen language', async () => {
    const { rerender } = render(table(12_345));
    expect(await screen.findByText('12,345 in all')).toBeTruthy();
    rerender(table(10_000, true));
    expect(screen.getByText('More than 10,000')).toBeTruthy();
    await setLanguage('zh');
    rerender(table(10_000, true));
    expect(await screen.findByText('超过 10,000 条')).toBeTruthy();
  });
});

describe('<ListTable> under the mobile breakpoint', () => {
  interface Order {
    id: number;
    no: string;
    status: string;
    amount: string;
    note: string;
  }
  const rows: Order[] = [
    { id: 1, no: 'D-1', status: 'Paid', amount: '1.00', note: 'Internal note' },
    { id: 2, no: 'D-2', status: 'Open', amount: '2.50', note: 'Another note' },
  ];
  const open = vi.fn();
  const onStateChange = vi.fn();

  function renderCards(narrow: boolean) {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: narrow && query === '(max-width: 991px)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    return render(
      <ListTable<Order>
        rows={rows}
        total={41}
        loading={false}
        state={{ pageNum: 1, pageSize: 20, filters: {} }}
        onStateChange={onStateChange}
        rowKey="id"
        columns={[
          { key: 'no', dataIndex: 'no', title: 'Number', render: (v: string) => <b>No. {v}</b> },
          { key: 'status', dataIndex: 'status', title: 'Status' },
          { key: 'note', dataIndex: 'note', title: 'Note' },
          { key: 'amount', dataIndex: 'amount', title: 'Amount', render: (v: string) => `¥${v}` },
          {
            key: 'actions',
            title: 'Actions',
            render: (_: unknown, r) => (
              <button type="button" onClick={() => open(r.id)}>
                Open {r.no}
              </button>
            ),
          },
        ]}
        card={{ title: 'no', extra: 'status', fields: ['amount'] }}
      />,
    );
  }

  afterEach(() => vi.restoreAllMocks());

  it('shows each row as a card: heading, status, the chosen fields with their labels, and the actions', () => {
    renderCards(true);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByTestId('list-card');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(first.querySelector('.list-card-title')?.textContent).toBe('No. D-1');
    expect(first.querySelector('.list-card-extra')?.textContent).toBe('Paid');
    expect([...first.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Amount']);
    expect([...first.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['¥1.00']);
    // Columns the page left out of the card are not there.
    expect(screen.queryByText('Internal note')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open D-2' }));
    expect(open).toHaveBeenCalledWith(2);
    // The same pager and total as the table.
    expect(screen.getByText('41 in all')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(onStateChange).toHaveBeenCalledWith({ pageNum: 2, pageSize: 20, filters: {} });
  });

  it('is a table at desktop width', async () => {
    renderCards(false);
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryAllByTestId('list-card')).toHaveLength(0);
    expect(screen.getByText('Internal note')).toBeTruthy();
  });

  it('applies the saved view: its page size is the list’s default and only its columns show, in its order', async () => {
    const view = { columns: ['code'], pageSize: 50, filters: [{ name: 'Recruiting ones', filters: { status: '2' } }] };
    renderAt('/list', undefined, { view, source: 'user', roleDefault: null });
    expect(useRows).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 50 });
    expect(await screen.findByRole('columnheader', { name: 'Code' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Name' })).toBeNull();
    expect(screen.getByRole('button', { name: /View/ })).toBeTruthy();
  });
});
