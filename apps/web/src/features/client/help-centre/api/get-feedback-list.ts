import type { FeedbackRow } from '@console/domain/schemas/feedback';
import type { Page } from '@console/domain/schemas/list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /client/feedback/list: staff see all feedback, enterprise users their own. */
export function getFeedbackList(params: Record<string, string | number>): Promise<Page<FeedbackRow>> {
  return getData<Page<FeedbackRow>>('client/feedback/list', params);
}

export const feedbackListQuery = (params: Record<string, string | number>) =>
  queryOptions({
    queryKey: queryKeys.helpCentre.feedback(params),
    queryFn: () => getFeedbackList(params),
    placeholderData: keepPreviousData,
  });

export function useFeedbackList(params: Record<string, string | number>) {
  return useQuery(feedbackListQuery(params));
}
