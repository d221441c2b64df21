import { CHAT_SEARCH_PAGE_SIZE, type ChatSearchInput, type ChatSearchPage } from '@console/domain/schemas/chat';
import { useInfiniteQuery } from '@tanstack/react-query';
import { postData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /system/oddMessageLog/searchOddMessageLog: the caller's messages holding a keyword (docs/chat.md#search). */
export function searchChat(body: ChatSearchInput): Promise<ChatSearchPage> {
  // Silent: the search shows its own error state in place of the results.
  return postData<ChatSearchPage>('system/oddMessageLog/searchOddMessageLog', body, { silent: true });
}

/** The hits for a keyword, page after page (`next` cursors); nothing is asked for a blank keyword. */
export function useChatSearch(selfId: string, keyword: string, receiverUserId?: string) {
  const params = { keyword, receiverUserId: receiverUserId ?? null };
  return useInfiniteQuery({
    queryKey: queryKeys.chat.search(params),
    queryFn: ({ pageParam }) =>
      searchChat({
        userId: selfId,
        wxRole: 'B',
        keyword,
        pageSize: CHAT_SEARCH_PAGE_SIZE,
        ...(receiverUserId ? { receiverUserId } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: keyword.trim().length > 0,
    // Messages come and go (sent, recalled) while the dialog is open: a search is asked again each time.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
