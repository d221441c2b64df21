import type { FeedbackUnread } from '@console/domain/schemas/feedback';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { useAfterFirstPage } from '../../../lib/page-shown';
import { queryKeys } from '../../../lib/query-keys';

/** The unread-reply flag is read again every minute (and when the history is opened it is cleared). */
export const UNREAD_POLL_MS = 60_000;
export const unreadKey = queryKeys.feedback.unread;

export function getUnread(): Promise<FeedbackUnread> {
  // Silent: a missing flag is no reason to bother the user.
  return getData<FeedbackUnread>('client/feedback/unread', undefined, { silent: true });
}

export const unreadQuery = () =>
  queryOptions({ queryKey: unreadKey, queryFn: getUnread, staleTime: 0, refetchInterval: UNREAD_POLL_MS });

/** Asked once the page the user opened is drawn (lib/page-shown.ts): the dot is not what the page is opened for. */
export function useUnread() {
  const afterFirstPage = useAfterFirstPage();
  return useQuery({ ...unreadQuery(), enabled: afterFirstPage });
}
