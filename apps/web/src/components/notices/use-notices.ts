import type { NoticePage } from '@console/domain/schemas/chat';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoticeApi } from '../../lib/notices/notice-api';
import { queryKeys } from '../../lib/query-keys';

/** Notices shown in a list at once (newest first). */
export const NOTICE_LIST_SIZE = 50;

/** The unread count: the total of read=0 (spec: the unread count equals the list's length). */
export function useNoticeUnread(api: NoticeApi, scope: QueryKey) {
  return useQuery({
    queryKey: queryKeys.notices.unread(scope),
    queryFn: () => api.list({ pageNum: 1, pageSize: NOTICE_LIST_SIZE, read: '0' }),
    staleTime: 0,
    select: (page: NoticePage) => page.total,
  });
}

export function useNoticeList(api: NoticeApi, scope: QueryKey, filter: 'unread' | 'all', enabled: boolean) {
  return useQuery({
    queryKey: filter === 'unread' ? queryKeys.notices.unread(scope) : queryKeys.notices.list(scope),
    queryFn: () => api.list({ pageNum: 1, pageSize: NOTICE_LIST_SIZE, read: filter === 'unread' ? '0' : undefined }),
    staleTime: 0,
    enabled,
  });
}

/** Marking read: the answer's count is the new unread total; the lists are read again. */
export function useMarkNoticeRead(api: NoticeApi, scope: QueryKey) {
  const client = useQueryClient();
  const settle = (unread: number, id?: number | string) => {
    client.setQueryData<NoticePage>(queryKeys.notices.unread(scope), (page) =>
      page ? { rows: id == null ? [] : page.rows.filter((n) => n.id !== id), total: unread } : page,
    );
    client.setQueryData<NoticePage>(queryKeys.notices.list(scope), (page) =>
      page ? { ...page, rows: page.rows.map((n) => (id == null || n.id === id ? { ...n, read: true } : n)) } : page,
    );
    void client.invalidateQueries({ queryKey: scope });
  };
  const one = useMutation({
    mutationFn: (id: number | string) => api.read(id),
    onSuccess: (answer, id) => settle(answer.unread, id),
  });
  const all = useMutation({ mutationFn: () => api.readAll(), onSuccess: (answer) => settle(answer.unread) });
  // The chosen ones in one request: the lists and the count are read again.
  const some = useMutation({
    mutationFn: (ids: (number | string)[]) => api.readSome(ids),
    onSuccess: () => client.invalidateQueries({ queryKey: scope }),
  });
  return { one, all, some };
}

/** A live notice or a read elsewhere: the lists and the count are read again. */
export function useRefreshNotices(scope: QueryKey) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: scope });
}
