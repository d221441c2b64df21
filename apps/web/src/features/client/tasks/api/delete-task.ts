import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** DELETE /client/task/:id (drafts only). */
export function deleteTask(id: number): Promise<null> {
  return deleteData<null>(`client/task/${id}`);
}

/** Whether a query is the deleted task's own (its detail or history), by its key `['tasks', kind, id]`. */
const ownQueryOf = (id: number) => (key: readonly unknown[]) =>
  (key[1] === 'detail' || key[1] === 'history') && key[2] === id;

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    // The lists refetch; the deleted task's own queries are not asked again: they would answer 404 while its
    // drawer closes (the cache lets them go once unused).
    onSuccess: async (_, id) => {
      const own = ownQueryOf(id);
      await queryClient.cancelQueries({ predicate: (q) => own(q.queryKey) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all, predicate: (q) => !own(q.queryKey) });
    },
  });
}
