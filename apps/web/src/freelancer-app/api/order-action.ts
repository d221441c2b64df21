import type { OrderDetail } from '@console/domain/schemas/order';
import type { SubmitRequest } from '../../lib/form/submission';
import { freelancerPost } from './freelancer-http';

/** The order actions a freelancer fires from the order's page (domain workflow names). */
export type FreelancerOrderAction =
  | 'acceptInvitation'
  | 'refuseInvitation'
  | 'withdrawApplication'
  | 'deliver'
  | 'confirmClose';

const paths: Record<FreelancerOrderAction, string> = {
  acceptInvitation: 'accept',
  refuseInvitation: 'refuse',
  withdrawApplication: 'withdraw',
  deliver: 'deliver',
  confirmClose: 'confirm-close',
};

export function isFreelancerAction(action: string): action is FreelancerOrderAction {
  return action in paths;
}

/** POST /freelancer/orders/:id/{accept|refuse|withdraw|deliver|confirm-close}, answering the order as it is now. */
export function orderAction(
  id: number,
  action: FreelancerOrderAction,
  body: Record<string, string> | undefined,
  request: SubmitRequest,
): Promise<OrderDetail> {
  return freelancerPost<OrderDetail>(`freelancer/orders/${id}/${paths[action]}`, body ?? {}, request);
}
