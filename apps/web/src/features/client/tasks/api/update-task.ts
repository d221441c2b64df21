import type { TaskDetail } from '@console/domain/schemas/task';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../../lib/form/submission';
import { putData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';
import { encodeTaskBody, type TaskFormBody } from './create-task';

/** PUT /client/task/:id: a draft or rejected task (it becomes a draft again). */
export function updateTask(id: number, body: TaskFormBody, request?: SubmitRequest): Promise<TaskDetail> {
  return putData<TaskDetail>(`client/task/${id}`, encodeTaskBody(body), request);
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, request }: { id: number; body: TaskFormBody; request?: SubmitRequest }) =>
      updateTask(id, body, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
