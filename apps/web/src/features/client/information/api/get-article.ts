import type { ArticleDetail } from '@console/domain/schemas/article';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';

/** GET /client/information/:id (an enterprise reader's opening counts a view). */
export function getArticle(id: number): Promise<ArticleDetail> {
  return getData<ArticleDetail>(`client/information/${id}`);
}

export const articleQuery = (id: number) =>
  queryOptions({ queryKey: ['information', 'detail', id], queryFn: () => getArticle(id), staleTime: 0 });

export function useArticle(id: number | null) {
  return useQuery({ ...articleQuery(id ?? 0), enabled: id !== null });
}
