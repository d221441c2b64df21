import { describe, expect, it } from 'vitest';
import { type TaskStatus, taskStatus } from '../enums.js';
import { ordersAllowCompletion, type TaskAction, taskWorkflow } from './task.js';
import { type Actor, actionsFrom, can, refusal } from './workflow.js';

const states = Object.keys(taskStatus) as TaskStatus[];
const all = () => true;
const none = () => false;

/** The expected table, written out by hand: action → [allowed from states, target, actors, permission]. */
const expected: Record<TaskAction, { from: TaskStatus[]; to: TaskStatus; actors: Actor[]; permission: string }> = {
  submit: { from: ['0', '5'], to: '1', actors: ['enterprise'], permission: 'client:task:submit' },
  approve: { from: ['1'], to: '2', actors: ['staff'], permission: 'client:task:review' },
  reject: { from: ['1'], to: '5', actors: ['staff'], permission: 'client:task:review' },
  close: { from: ['2'], to: '3', actors: ['enterprise', 'staff'], permission: 'client:task:close' },
  reopen: { from: ['3'], to: '2', actors: ['enterprise'], permission: 'client:task:close' },
  complete: { from: ['2', '3'], to: '4', actors: ['enterprise'], permission: 'client:task:complete' },
  edit: { from: ['0', '5'], to: '0', actors: ['enterprise'], permission: 'client:task:edit' },
  delete: { from: ['0'], to: '0', actors: ['enterprise'], permission: 'client:task:add' },
};

const consoleActors: Actor[] = ['enterprise', 'staff'];

describe('task workflow', () => {
  for (const [action, e] of Object.entries(expected) as [TaskAction, (typeof expected)[TaskAction]][]) {
    describe(action, () => {
      for (const state of states) {
        for (const actor of consoleActors) {
          const allowed = e.from.includes(state) && e.actors.includes(actor);
          it(`${allowed ? 'allows' : 'refuses'} ${actor} from ${state} (${taskStatus[state].en})`, () => {
            expect(can(taskWorkflow, action, state, actor, (code) => code === e.permission)).toBe(allowed);
            if (!allowed) {
              const why = e.actors.includes(actor) ? 'state' : 'actor';
              expect(refusal(taskWorkflow, action, state, actor, all)).toBe(why);
            }
          });
        }
      }

      it(`goes to ${e.to} and needs ${e.permission}`, () => {
        expect(taskWorkflow[action].to).toBe(e.to);
        const [from] = e.from;
        const [actor] = e.actors;
        if (!from || !actor) throw new Error('table incomplete');
        expect(refusal(taskWorkflow, action, from, actor, none)).toBe('permission');
        expect(refusal(taskWorkflow, action, from, actor, (c) => c !== e.permission)).toBe('permission');
      });

      it('is never fired by a freelancer or the system', () => {
        for (const state of states) {
          expect(can(taskWorkflow, action, state, 'freelancer', all)).toBe(false);
          expect(can(taskWorkflow, action, state, 'system', all)).toBe(false);
        }
      });
    });
  }

  it('offers each side its actions per state', () => {
    const sorted = (a: string[]) => [...a].sort();
    expect(sorted(actionsFrom(taskWorkflow, '0', 'enterprise', all))).toEqual(['delete', 'edit', 'submit']);
    expect(sorted(actionsFrom(taskWorkflow, '5', 'enterprise', all))).toEqual(['edit', 'submit']);
    expect(actionsFrom(taskWorkflow, '1', 'enterprise', all)).toEqual([]);
    expect(sorted(actionsFrom(taskWorkflow, '1', 'staff', all))).toEqual(['approve', 'reject']);
    expect(sorted(actionsFrom(taskWorkflow, '2', 'enterprise', all))).toEqual(['close', 'complete']);
    expect(actionsFrom(taskWorkflow, '2', 'staff', all)).toEqual(['close']);
    expect(sorted(actionsFrom(taskWorkflow, '3', 'enterprise', all))).toEqual(['complete', 'reopen']);
    expect(actionsFrom(taskWorkflow, '4', 'enterprise', all)).toEqual([]);
    expect(actionsFrom(taskWorkflow, '4', 'staff', all)).toEqual([]);
    // staff with list rights only (the agent role) may do nothing
    expect(actionsFrom(taskWorkflow, '1', 'staff', (c) => c === 'client:task:list')).toEqual([]);
  });

  it('completes only when every order is finished or waiting for its review', () => {
    expect(ordersAllowCompletion([])).toBe(true);
    expect(ordersAllowCompletion(['1', '6', '7', '9', '11'])).toBe(true);
    for (const open of ['0', '2', '3', '4', '5', '8', '10', '12', '13', '14', '15']) {
      expect(ordersAllowCompletion(['11', open]), open).toBe(false);
    }
  });
});
