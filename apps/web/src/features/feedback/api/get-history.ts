import { FEEDBACK_HISTORY_PAGE_SIZE, FEEDBACK_SOURCE_TYPE } from '@console/domain/feedback-rules';
import type { FeedbackHistoryItem } from '@console/domain/schemas/feedback';
import type { Page } from '@console/domain/schemas/list';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';
import { unreadKey } from './get-unread';

/** GET /enterprise/feedBack/feedBackSolveList: the caller's own history, 20 a page. */
export function getHistory(account: number, pageNum: number): Promise<Page<FeedbackHistoryItem>> {
  return getData<Page<FeedbackHistoryItem>>('enterprise/feedBack/feedBackSolveList', {
    pageNum,
    pageSize: FEEDBACK_HISTORY_PAGE_SIZE,
    account,
    sourceType: FEEDBACK_SOURCE_TYPE,
  });
}

/** Loaded count reaching the total means the history is finished. */
export function isFinished(pages: Page<FeedbackHistoryItem>[]): boolean {
  const last = pages.at(-1);
  if (!last) return false;
  const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
  return loaded >= last.total || last.rows.length === 0;
}

export const historyQuery = (account: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.feedback.history(account),
    queryFn: ({ pageParam }) => getHistory(account, pageParam),
    initialPageParam: 1,
    getNextPageParam: (_last, pages, lastPageParam) => (isFinished(pages) ? undefined : lastPageParam + 1),
    staleTime: 0,
    gcTime: 0,
  });

/** The history; each successful page clears the unread flag (spec), as the server marks the replies read. */
export function useHistory(account: number, enabled: boolean) {
  const client = useQueryClient();
  return useInfiniteQuery({
    ...historyQuery(account),
    enabled,
    queryFn: async (ctx) => {
      const page = await getHistory(account, ctx.pageParam);
      client.setQueryData(unreadKey, { unread: false });
      return page;
    },
  });
}
