import type { TaskAttachment, TaskDetail } from '@console/domain/schemas/task';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../../lib/form/submission';
import { postData } from '../../../../lib/http/client';

/** What the task form produces (the server validates it with TaskBody). */
export interface TaskFormBody {
  title: string;
  industry: string;
  workMode: string;
  pricingUnit: string;
  price: string;
  headcount: number;
  place: string;
  startDate: string;
  endDate: string;
  description: string;
  attachments: TaskAttachment[];
}

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
