import type { ArticleRow } from '@console/domain/schemas/article';
import type { Page } from '@console/domain/schemas/list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

export type ArticleParams = Record<string, string | number>;

/** GET /client/information/list (category may list several, comma-joined). */
export function getArticles(params: ArticleParams): Promise<Page<ArticleRow>> {
  return getData<Page<ArticleRow>>('client/information/list', params);
}

export const articlesQuery = (params: ArticleParams) =>
  queryOptions({
    queryKey: queryKeys.information.list(params),
    queryFn: () => getArticles(params),
    placeholderData: keepPreviousData,
  });

export function useArticles(params: ArticleParams) {
  return useQuery(articlesQuery(params));
}
