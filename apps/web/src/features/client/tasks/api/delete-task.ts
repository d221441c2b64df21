import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteData } from '../../../../lib/http/client';

/** DELETE /client/task/:id (drafts only). */
export function deleteTask(id: number): Promise<null> {
  return deleteData<null>(`client/task/${id}`);
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
