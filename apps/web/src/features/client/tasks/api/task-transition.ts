import type { TaskDetail } from '@console/domain/schemas/task';
import type { TaskTransition } from '@console/domain/workflows/task';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../../lib/form/submission';
import { postData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';
import { taskHistoryKey } from './get-task-history';

/** POST /client/task/:id/{submit,approve,reject,close,reopen,complete}; reject carries the reason. */
export function taskTransition(
  id: number,
  action: TaskTransition,
  reason?: string,
  request?: SubmitRequest,
): Promise<TaskDetail> {
  return postData<TaskDetail>(`client/task/${id}/${action}`, action === 'reject' ? { reason } : {}, request);
}

export function useTaskTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      reason,
      request,
    }: {
      id: number;
      action: TaskTransition;
      reason?: string;
      request?: SubmitRequest;
    }) => taskTransition(id, action, reason, request),
    // The answer is the task's new detail: the drawer shows it at once, and its next actions are usable as soon as
    // they are shown (the lists and the history refresh behind them, not holding the buttons busy).
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.tasks.detail(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: taskHistoryKey(detail.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.lists });
    },
  });
}
