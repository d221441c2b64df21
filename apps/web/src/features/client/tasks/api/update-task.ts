import type { TaskDetail } from '@console/domain/schemas/task';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putData } from '../../../../lib/http/client';
import { encodeTaskBody, type TaskFormBody } from './create-task';

/** PUT /client/task/:id: a draft or rejected task (it becomes a draft again). */
export function updateTask(id: number, body: TaskFormBody): Promise<TaskDetail> {
  return putData<TaskDetail>(`client/task/${id}`, encodeTaskBody(body));
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TaskFormBody }) => updateTask(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
