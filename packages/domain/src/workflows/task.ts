import type { TaskStatus } from '../enums.js';
import { defineWorkflow } from './workflow.js';

export type TaskAction = 'submit' | 'approve' | 'reject' | 'close' | 'reopen' | 'complete' | 'edit' | 'delete';

/**
 * The task (job) workflow over the spec's task status: 0 draft, 1 pending review, 2 recruiting, 3 closed to
 * orders, 4 completed, 5 review rejected. The enterprise writes and submits, platform staff review; the
 * enterprise stops taking orders and completes. Editing a rejected task makes it a draft again (the rejection
 * stays in the review history); delete removes a draft, so its `to` is never stored.
 */
export const taskWorkflow = defineWorkflow<TaskStatus, TaskAction>({
  submit: { from: ['0', '5'], to: '1', actors: ['enterprise'], permission: 'client:task:submit' },
  approve: { from: ['1'], to: '2', actors: ['staff'], permission: 'client:task:review' },
  reject: { from: ['1'], to: '5', actors: ['staff'], permission: 'client:task:review' },
  close: { from: ['2'], to: '3', actors: ['enterprise', 'staff'], permission: 'client:task:close' },
  reopen: { from: ['3'], to: '2', actors: ['enterprise'], permission: 'client:task:close' },
  complete: { from: ['2', '3'], to: '4', actors: ['enterprise'], permission: 'client:task:complete' },
  edit: { from: ['0', '5'], to: '0', actors: ['enterprise'], permission: 'client:task:edit' },
  delete: { from: ['0'], to: '0', actors: ['enterprise'], permission: 'client:task:add' },
});

/** The actions that move a task to another state (edit and delete are not transitions of the review flow). */
export const taskTransitions = ['submit', 'approve', 'reject', 'close', 'reopen', 'complete'] as const;
export type TaskTransition = (typeof taskTransitions)[number];

/** Order statuses that are over: refused, withdrawn, closed, reviewed. */
export const finishedOrderStatuses = ['1', '7', '9', '11'] as const;

/**
 * Order statuses that do not hold a task's completion back: the finished ones plus 6 (to review: the work is
 * paid, only the rating is left).
 */
export const orderStatusesDoneForCompletion = [...finishedOrderStatuses, '6'] as const;

/** Whether a task may be completed given its orders' statuses (the server also answers 409 otherwise). */
export function ordersAllowCompletion(statuses: readonly string[]): boolean {
  return statuses.every((s) => (orderStatusesDoneForCompletion as readonly string[]).includes(s));
}
