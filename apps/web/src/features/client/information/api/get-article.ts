import type { ArticleDetail } from '@console/domain/schemas/article';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /client/information/:id (an enterprise reader's opening counts a view). */
export function getArticle(id: number): Promise<ArticleDetail> {
  return getData<ArticleDetail>(`client/information/${id}`);
}

export const articleQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.information.detail(id), queryFn: () => getArticle(id), staleTime: 0 });

export function useArticle(id: number | null) {
  return useQuery({ ...articleQuery(id ?? 0), enabled: id !== null });
}
