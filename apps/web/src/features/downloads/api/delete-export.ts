import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /common/down-file/:id: the caller's own export and its file. */
export function deleteExport(id: number): Promise<null> {
  return deleteData<null>(`common/down-file/${id}`);
}

export function useDeleteExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteExport,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.exports.jobsAll }),
  });
}
