import type { ArticleDetail, ArticleRow } from '@console/domain/schemas/article';
import type { Page } from '@console/domain/schemas/list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** Published FAQ articles (category Q), searched by keyword. */
export function getFaqs(params: { pageNum: number; pageSize: number; keyword?: string }): Promise<Page<ArticleRow>> {
  return getData<Page<ArticleRow>>('client/information/list', {
    ...params,
    category: 'Q',
    status: '1',
    orderByColumn: 'sort',
    isAsc: 'asc',
  });
}

export const faqsQuery = (params: { pageNum: number; pageSize: number; keyword?: string }) =>
  queryOptions({
    queryKey: queryKeys.helpCentre.faqs(params),
    queryFn: () => getFaqs(params),
    placeholderData: keepPreviousData,
  });

export function useFaqs(params: { pageNum: number; pageSize: number; keyword?: string }) {
  return useQuery(faqsQuery(params));
}

/** One answer, loaded when its question is opened. */
export function useFaq(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.helpCentre.faq(id),
    queryFn: () => getData<ArticleDetail>(`client/information/${id}`),
    enabled,
    staleTime: 300_000,
  });
}
