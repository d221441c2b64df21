import { TASK_STATUS } from '@console/domain/enums';
import { orderWorkflow } from '@console/domain/workflows/order';
import { can } from '@console/domain/workflows/workflow';
import { useActor } from '../../../../components/client/use-actor';

/** Whether the user may invite a freelancer to a task in this status: the order workflow's invite, recruiting only. */
export function useCanInvite(): (taskStatus: string) => boolean {
  const { actor, has } = useActor();
  return (status) => status === TASK_STATUS.recruiting && can(orderWorkflow, 'invite', 'none', actor, has);
}
