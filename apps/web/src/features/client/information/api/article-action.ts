import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteData, postData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

export type ArticleCommand = 'publish' | 'withdraw' | 'delete';

/** POST /client/information/:id/{publish,withdraw} or DELETE /client/information/:id. */
export async function articleAction({ id, action }: { id: number; action: ArticleCommand }): Promise<void> {
  if (action === 'delete') await deleteData(`client/information/${id}`);
  else await postData(`client/information/${id}/${action}`);
}

export function useArticleAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: articleAction,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.information.all }),
  });
}
