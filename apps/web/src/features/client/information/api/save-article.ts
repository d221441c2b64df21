import type { ArticleDetail, ArticleInput } from '@console/domain/schemas/article';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData, putData } from '../../../../lib/http/client';

/** POST /client/information (a new draft) or PUT /client/information/:id. */
export function saveArticle({ id, body }: { id: number | null; body: ArticleInput }): Promise<ArticleDetail> {
  return id === null
    ? postData<ArticleDetail>('client/information', body)
    : putData<ArticleDetail>(`client/information/${id}`, body);
}

export function useSaveArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: () => client.invalidateQueries({ queryKey: ['information'] }),
  });
}
