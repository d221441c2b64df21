import type { TaskAttachment, TaskBodyInput, TaskDetail } from '@console/domain/schemas/task';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../../lib/form/submission';
import { postData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * What the task form produces: the domain's TaskBody as typed in (the server validates it with the same schema),
 * with the price as the text typed, defaults filled and the attachments as stored.
 */
export type TaskFormBody = Omit<Required<TaskBodyInput>, 'price' | 'headcount' | 'attachments'> & {
  price: string;
  headcount: number;
  attachments: TaskAttachment[];
};

/** Bodies are form-encoded: the attachment list travels as a JSON string. */
export const encodeTaskBody = (body: TaskFormBody) => ({ ...body, attachments: JSON.stringify(body.attachments) });

/** POST /client/task: a new draft of the user's enterprise. */
export function createTask(body: TaskFormBody, request?: SubmitRequest): Promise<TaskDetail> {
  return postData<TaskDetail>('client/task', encodeTaskBody(body), request);
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, request }: { body: TaskFormBody; request?: SubmitRequest }) => createTask(body, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
