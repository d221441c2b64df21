import type { ArticleDetail, ArticleInput } from '@console/domain/schemas/article';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../../lib/form/submission';
import { postData, putData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** POST /client/information (a new draft) or PUT /client/information/:id. */
export function saveArticle({
  id,
  body,
  request,
}: {
  id: number | null;
  body: ArticleInput;
  request?: SubmitRequest;
}): Promise<ArticleDetail> {
  return id === null
    ? postData<ArticleDetail>('client/information', body, request)
    : putData<ArticleDetail>(`client/information/${id}`, body, request);
}

export function useSaveArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.information.all }),
  });
}
