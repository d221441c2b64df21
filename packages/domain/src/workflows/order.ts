import type { OrderMode, OrderStatus } from '../enums.js';
import { type Actor, actionsFrom, defineWorkflow, refusal } from './workflow.js';

/** How an order came about, as stored: I invitation (the enterprise asked), A application (the worker asked). */
export type OrderModeCode = 'I' | 'A';
export const orderModeCodes = ['A', 'I'] as const satisfies readonly OrderModeCode[];

export const orderModeOf = (code: string): OrderMode => (code === 'I' ? 'invitation' : 'application');

/** 'none': the order does not exist yet (apply and invite create it). */
export type OrderState = OrderStatus | 'none';

/**
 * The order/application workflow over the spec's statuses. Who accepts, refuses or withdraws a pending order
 * depends on its mode, so each of those is two actions (one per mode); `orderAction` maps an endpoint's verb
 * and the order's mode to the action. Payment is two steps in one transaction: the enterprise's `pay`
 * (5 → 2 paying) and the ledger's `settle` (2 → 6 to review) once the money has moved.
 */
export const orderWorkflow = defineWorkflow<OrderState, OrderAction>({
  apply: { from: ['none'], to: '0', actors: ['freelancer'] },
  invite: { from: ['none'], to: '0', actors: ['enterprise'], permission: 'client:order:accept' },
  acceptApplication: { from: ['0'], to: '3', actors: ['enterprise'], permission: 'client:order:accept' },
  acceptInvitation: { from: ['0'], to: '3', actors: ['freelancer'] },
  refuseApplication: { from: ['0'], to: '1', actors: ['enterprise'], permission: 'client:order:accept' },
  refuseInvitation: { from: ['0'], to: '1', actors: ['freelancer'] },
  withdrawApplication: { from: ['0'], to: '7', actors: ['freelancer'] },
  withdrawInvitation: { from: ['0'], to: '7', actors: ['enterprise'], permission: 'client:order:accept' },
  deliver: { from: ['3'], to: '4', actors: ['freelancer'] },
  check: { from: ['4'], to: '5', actors: ['enterprise'], permission: 'client:order:check' },
  rejectDelivery: { from: ['4'], to: '3', actors: ['enterprise'], permission: 'client:order:check' },
  pay: { from: ['5'], to: '2', actors: ['enterprise'], permission: 'client:order:pay' },
  settle: { from: ['2'], to: '6', actors: ['system'] },
  review: { from: ['6'], to: '11', actors: ['enterprise'], permission: 'client:order:review' },
  close: { from: ['3'], to: '10', actors: ['enterprise'], permission: 'client:order:accept' },
  confirmClose: { from: ['10'], to: '9', actors: ['freelancer'] },
  forceClose: { from: ['0', '3', '10'], to: '9', actors: ['staff'], permission: 'client:order:accept' },
});

export type OrderAction =
  | 'apply'
  | 'invite'
  | 'acceptApplication'
  | 'acceptInvitation'
  | 'refuseApplication'
  | 'refuseInvitation'
  | 'withdrawApplication'
  | 'withdrawInvitation'
  | 'deliver'
  | 'check'
  | 'rejectDelivery'
  | 'pay'
  | 'settle'
  | 'review'
  | 'close'
  | 'confirmClose'
  | 'forceClose';

/** Actions that only exist for one mode. */
const actionMode: Partial<Record<OrderAction, OrderModeCode>> = {
  apply: 'A',
  invite: 'I',
  acceptApplication: 'A',
  acceptInvitation: 'I',
  refuseApplication: 'A',
  refuseInvitation: 'I',
  withdrawApplication: 'A',
  withdrawInvitation: 'I',
};

/** The verbs of the HTTP endpoints whose action depends on the order's mode (or on who calls). */
export type OrderVerb = 'accept' | 'refuse' | 'withdraw' | 'close';

/** The action an endpoint's verb fires on an order of this mode, for this actor. */
export function orderAction(verb: OrderVerb, mode: string, actor: Actor): OrderAction {
  if (verb === 'close') return actor === 'staff' ? 'forceClose' : 'close';
  const application = mode !== 'I';
  if (verb === 'accept') return application ? 'acceptApplication' : 'acceptInvitation';
  if (verb === 'refuse') return application ? 'refuseApplication' : 'refuseInvitation';
  return application ? 'withdrawApplication' : 'withdrawInvitation';
}

/** Whether an action belongs to an order of this mode at all. */
export function actionFitsMode(action: OrderAction, mode: string): boolean {
  const only = actionMode[action];
  return only === undefined || only === mode;
}

/** Statuses that end an order: a freelancer may apply again to the same task once their order is here. */
export const orderFinalStatuses = ['1', '7', '9', '11'] as const satisfies readonly OrderStatus[];

/** Statuses of an order that holds a place of the task's headcount (accepted and not ended). */
export const orderEngagedStatuses = [
  '2',
  '3',
  '4',
  '5',
  '6',
  '8',
  '10',
  '12',
  '13',
  '14',
  '15',
] as const satisfies readonly OrderStatus[];

/** The actions a user may fire on this order now (mode-aware; creation and system actions left out). */
export function orderActionsFor(
  order: { status: string; mode: string },
  actor: Actor,
  hasPermission?: (code: string) => boolean,
): OrderAction[] {
  return actionsFrom(orderWorkflow, order.status as OrderState, actor, hasPermission).filter(
    (a) => a !== 'apply' && a !== 'invite' && a !== 'settle' && actionFitsMode(a, order.mode),
  );
}

/** Why an action on this order is refused (mode-aware: an action of the other mode is the wrong actor's). */
export function orderRefusal(
  action: OrderAction,
  order: { status: string; mode: string },
  actor: Actor,
  hasPermission?: (code: string) => boolean,
) {
  if (!actionFitsMode(action, order.mode)) return 'actor' as const;
  return refusal(orderWorkflow, action, order.status as OrderState, actor, hasPermission);
}
