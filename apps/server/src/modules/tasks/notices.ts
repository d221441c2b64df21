import type { TaskDetail } from '@console/domain/schemas/task';
import type { TaskTransition } from '@console/domain/workflows/task';
import type { NoticeAudience, NoticeDraft } from '../notices/service.js';

const TASKS_PAGE = '/client/task/taskList/index';

/**
 * The notice a task's review step raises, or null: a submitted task tells the reviewers, a decision (approved,
 * rejected) the task's enterprise. Closing, reopening and completing tell no one.
 */
export function taskNotice(action: TaskTransition, t: TaskDetail): [NoticeAudience, NoticeDraft] | null {
  const params = { taskNo: t.taskNo, taskName: t.title, reason: t.rejectReason ?? '' };
  if (action === 'submit')
    return [{ permission: 'client:task:review' }, { kind: 'taskSubmitted', params, link: TASKS_PAGE }];
  if (action === 'approve')
    return [{ enterpriseId: t.enterpriseId }, { kind: 'taskApproved', params, link: TASKS_PAGE }];
  if (action === 'reject')
    return [{ enterpriseId: t.enterpriseId }, { kind: 'taskRejected', params, link: TASKS_PAGE }];
  return null;
}
