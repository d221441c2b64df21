import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadMore } from './load-more';

interface PagedQuery {
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface PagedListProps<T> {
  query: PagedQuery;
  rows: T[];
  empty: string;
  /** the rows as a list (notices) or as cards on their own */
  children: (rows: T[]) => ReactNode;
}

/** A list loaded a page at a time: a skeleton first, then the rows or the empty note, then "load more". */
export function PagedList<T>({ query, rows, empty, children }: PagedListProps<T>) {
  return (
    <>
      {query.isPending ? (
        <div className="m-card">
          <Skeleton active />
        </div>
      ) : rows.length === 0 ? (
        <Empty className="m-center" description={empty} />
      ) : (
        children(rows)
      )}
      <LoadMore
        count={rows.length}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
      />
    </>
  );
}
