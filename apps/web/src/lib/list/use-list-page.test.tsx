import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/i18n';
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
      <ListTable<Row> {...list.table} rowKey="id" columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]} />
      <Search />
    </>
  );
}

function renderAt(url: string, dateRangeLabel?: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Page dateRangeLabel={dateRangeLabel} />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await setLanguage('en');
  useRows.mockClear();
});
afterEach(() => cleanup());

describe('useListPage with the filter fields', () => {
  it('asks the list for the URL state and fills the filters, the rows and the total from it', () => {
    renderAt(`/list?q=${encodeURIComponent('pageNum=3&status=2')}`);
    expect(useRows).toHaveBeenLastCalledWith({ pageNum: 3, pageSize: 20, status: '2' });
    expect(screen.getByText('Recruiting')).toBeTruthy();
    expect(screen.getByText('First row')).toBeTruthy();
    expect(screen.getByText('41 in all')).toBeTruthy();
    // A choice without its own placeholder reads "All"; the keyword box and the range keep their labels.
    expect(screen.getByText('Any kind')).toBeTruthy();
    expect(screen.getByPlaceholderText('Name or number')).toBeTruthy();
    expect(screen.getByText('Created')).toBeTruthy();
  });

  it('applies the typed keyword from page 1 and writes it to the URL', async () => {
    renderAt(`/list?q=${encodeURIComponent('pageNum=3&status=2')}`);
    fireEvent.change(screen.getByPlaceholderText('Name or number'), { target: { value: '  cleaner ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?q=keyword=cleaner&status=2'));
    expect(useRows).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, keyword: 'cleaner', status: '2' });
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
    />
  );

  it('reads an exact total as it is, and a capped one as "more than", in the chosen language', async () => {
    const { rerender } = render(table(12_345));
    expect(screen.getByText('12,345 in all')).toBeTruthy();
    rerender(table(10_000, true));
    expect(screen.getByText('More than 10,000')).toBeTruthy();
    await setLanguage('zh');
    rerender(table(10_000, true));
    expect(await screen.findByText('超过 10,000 条')).toBeTruthy();
  });
});
