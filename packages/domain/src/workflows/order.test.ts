import { describe, expect, it } from 'vitest';
import { orderStatus } from '../enums.js';
import {
  type OrderAction,
  type OrderState,
  orderAction,
  orderActionsFor,
  orderRefusal,
  orderWorkflow,
} from './order.js';
import type { Actor } from './workflow.js';
import { refusal } from './workflow.js';

const states = ['none', ...Object.keys(orderStatus)] as OrderState[];
const actors: Actor[] = ['enterprise', 'staff', 'freelancer', 'system'];
const all = () => true;
const none = () => false;

/** The spec's transitions, written out once more by hand: action → [from states, to, actor, permission]. */
const expected: Record<OrderAction, [OrderState[], OrderState, Actor, string | null]> = {
  apply: [['none'], '0', 'freelancer', null],
  invite: [['none'], '0', 'enterprise', 'client:order:accept'],
  acceptApplication: [['0'], '3', 'enterprise', 'client:order:accept'],
  acceptInvitation: [['0'], '3', 'freelancer', null],
  refuseApplication: [['0'], '1', 'enterprise', 'client:order:accept'],
  refuseInvitation: [['0'], '1', 'freelancer', null],
  withdrawApplication: [['0'], '7', 'freelancer', null],
  withdrawInvitation: [['0'], '7', 'enterprise', 'client:order:accept'],
  deliver: [['3'], '4', 'freelancer', null],
  check: [['4'], '5', 'enterprise', 'client:order:check'],
  rejectDelivery: [['4'], '3', 'enterprise', 'client:order:check'],
  pay: [['5'], '2', 'enterprise', 'client:order:pay'],
  settle: [['2'], '6', 'system', null],
  review: [['6'], '11', 'enterprise', 'client:order:review'],
  close: [['3'], '10', 'enterprise', 'client:order:accept'],
  confirmClose: [['10'], '9', 'freelancer', null],
  forceClose: [['0', '3', '10'], '9', 'staff', 'client:order:accept'],
};

describe('order workflow', () => {
  it('defines exactly the expected actions', () => {
    expect(Object.keys(orderWorkflow).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const [action, [from, to, actor, permission]] of Object.entries(expected) as [
    OrderAction,
    (typeof expected)[OrderAction],
  ][]) {
    describe(action, () => {
      it(`moves ${from.join('/')} → ${to} for the ${actor}`, () => {
        expect(orderWorkflow[action].to).toBe(to);
        for (const s of from) expect(refusal(orderWorkflow, action, s, actor, all)).toBeNull();
      });

      it('is refused from every other state (409)', () => {
        for (const s of states.filter((x) => !from.includes(x))) {
          expect(refusal(orderWorkflow, action, s, actor, all), `${action} from ${s}`).toBe('state');
        }
      });

      it('is refused for every other actor (403)', () => {
        for (const other of actors.filter((a) => a !== actor)) {
          for (const s of states) expect(refusal(orderWorkflow, action, s, other, all)).toBe('actor');
        }
      });

      it(permission ? `needs ${permission} (403)` : 'needs no permission code', () => {
        const got = refusal(orderWorkflow, action, from[0] as OrderState, actor, none);
        expect(got).toBe(permission ? 'permission' : null);
        if (permission) {
          const only = (code: string) => code === permission;
          expect(refusal(orderWorkflow, action, from[0] as OrderState, actor, only)).toBeNull();
        }
      });
    });
  }
});

describe('mode-dependent verbs', () => {
  it('maps accept, refuse and withdraw by mode and close by actor', () => {
    expect(orderAction('accept', 'A', 'enterprise')).toBe('acceptApplication');
    expect(orderAction('accept', 'I', 'freelancer')).toBe('acceptInvitation');
    expect(orderAction('refuse', 'A', 'enterprise')).toBe('refuseApplication');
    expect(orderAction('refuse', 'I', 'freelancer')).toBe('refuseInvitation');
    expect(orderAction('withdraw', 'A', 'freelancer')).toBe('withdrawApplication');
    expect(orderAction('withdraw', 'I', 'enterprise')).toBe('withdrawInvitation');
    expect(orderAction('close', 'A', 'enterprise')).toBe('close');
    expect(orderAction('close', 'I', 'staff')).toBe('forceClose');
  });

  it('lets the enterprise accept an application but not its own invitation', () => {
    const application = { status: '0', mode: 'A' };
    const invitation = { status: '0', mode: 'I' };
    expect(orderRefusal(orderAction('accept', 'A', 'enterprise'), application, 'enterprise', all)).toBeNull();
    expect(orderRefusal(orderAction('accept', 'I', 'enterprise'), invitation, 'enterprise', all)).toBe('actor');
    expect(orderRefusal(orderAction('accept', 'I', 'freelancer'), invitation, 'freelancer')).toBeNull();
    expect(orderRefusal(orderAction('accept', 'A', 'freelancer'), application, 'freelancer')).toBe('actor');
    // an action of the other mode is refused even when named directly
    expect(orderRefusal('acceptInvitation', application, 'freelancer')).toBe('actor');
    expect(orderRefusal('withdrawInvitation', application, 'enterprise', all)).toBe('actor');
  });

  it('lists what each side may do on a pending order of each mode', () => {
    expect(orderActionsFor({ status: '0', mode: 'A' }, 'enterprise', all)).toEqual([
      'acceptApplication',
      'refuseApplication',
    ]);
    expect(orderActionsFor({ status: '0', mode: 'I' }, 'enterprise', all)).toEqual(['withdrawInvitation']);
    expect(orderActionsFor({ status: '0', mode: 'A' }, 'freelancer')).toEqual(['withdrawApplication']);
    expect(orderActionsFor({ status: '0', mode: 'I' }, 'freelancer')).toEqual(['acceptInvitation', 'refuseInvitation']);
    expect(orderActionsFor({ status: '0', mode: 'A' }, 'staff', all)).toEqual(['forceClose']);
    expect(orderActionsFor({ status: '4', mode: 'A' }, 'enterprise', all)).toEqual(['check', 'rejectDelivery']);
    expect(orderActionsFor({ status: '5', mode: 'I' }, 'enterprise', none)).toEqual([]);
    expect(orderActionsFor({ status: '11', mode: 'A' }, 'enterprise', all)).toEqual([]);
  });
});
