import type { Notice, NoticePage, NoticeUnread } from '@console/domain/schemas/chat';
import { type InfiniteData, type QueryClient, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SubmitRequest } from '../../lib/form/submission';
import { queryKeys } from '../../lib/query-keys';
import { freelancerGet, freelancerPost } from './freelancer-http';
import { nextPageOf } from './paging';

export const NOTICES_PAGE_SIZE = 20;
const unreadKey = queryKeys.freelancer.noticesUnread;

/** GET /freelancer/notice/list: newest first; read '0' for the unread ones alone. */
export function getNotices(pageNum: number, pageSize = NOTICES_PAGE_SIZE, read?: '0' | '1'): Promise<NoticePage> {
  return freelancerGet<NoticePage>('freelancer/notice/list', { pageNum, pageSize, ...(read ? { read } : {}) });
}

export function useNotices() {
  return useInfiniteQuery({
    queryKey: queryKeys.freelancer.noticeList,
    queryFn: ({ pageParam }) => getNotices(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The unread count: total of the read=0 list (the contract's bell count). */
export function useUnreadNotices() {
  return useQuery({
    queryKey: unreadKey,
    queryFn: () => getNotices(1, 1, '0').then((page) => page.total),
    staleTime: 60_000,
  });
}

/** POST /freelancer/notice/read: answers the new unread count. */
export function readNotice(id: Notice['id']): Promise<NoticeUnread> {
  return freelancerPost<NoticeUnread>('freelancer/notice/read', { id }, { silent: true });
}

/** POST /freelancer/notice/readAll. */
export function readAllNotices(request: SubmitRequest): Promise<NoticeUnread> {
  return freelancerPost<NoticeUnread>('freelancer/notice/readAll', {}, request);
}

type NoticePages = InfiniteData<NoticePage, number>;

/** Keeps the cached list and count in step with a read here, a `noticeRead` from elsewhere or a live `notice`. */
export function useNoticeCache() {
  const client = useQueryClient();
  return useMemo(() => noticeCache(client), [client]);
}

function noticeCache(client: QueryClient) {
  const mapList = (update: (n: Notice) => Notice) =>
    client.setQueryData<NoticePages>(queryKeys.freelancer.noticeList, (data) =>
      data ? { ...data, pages: data.pages.map((p) => ({ ...p, rows: p.rows.map(update) })) } : data,
    );
  return {
    /** one notice (or all) read: the rows show it and the count follows (the server's when it gave one) */
    markRead(which: { id: Notice['id'] } | { all: true }, unread?: number) {
      let changed = 0;
      mapList((n) => {
        const hit = 'all' in which || String(n.id) === String(which.id);
        if (!hit || n.read) return n;
        changed += 1;
        return { ...n, read: true };
      });
      client.setQueryData<number>(unreadKey, (count) => {
        if (unread !== undefined) return unread;
        if ('all' in which) return 0;
        return count === undefined ? count : Math.max(0, count - Math.max(changed, 0));
      });
    },
    /** a live notice goes on top of the list and counts as unread */
    add(notice: Notice) {
      client.setQueryData<NoticePages>(queryKeys.freelancer.noticeList, (data) => {
        const [first, ...rest] = data?.pages ?? [];
        if (!data || !first) return data;
        if (data.pages.some((p) => p.rows.some((n) => String(n.id) === String(notice.id)))) return data;
        return { ...data, pages: [{ ...first, rows: [notice, ...first.rows], total: first.total + 1 }, ...rest] };
      });
      if (!notice.read) client.setQueryData<number>(unreadKey, (count) => (count ?? 0) + 1);
    },
  };
}
