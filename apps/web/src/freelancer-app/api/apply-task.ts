import type { OrderDetail } from '@console/domain/schemas/order';
import type { SubmitRequest } from '../../lib/form/submission';
import { freelancerPost } from './freelancer-http';

/** POST /freelancer/orders: apply for a recruiting task (an order in application mode, pending review). */
export function applyTask(taskId: number, quantity: string, request: SubmitRequest): Promise<OrderDetail> {
  return freelancerPost<OrderDetail>('freelancer/orders', { taskId, quantity }, request);
}
