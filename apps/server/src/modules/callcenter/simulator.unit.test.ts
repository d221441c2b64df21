import {
  AGENT_STATE_REASONS,
  type AgentStateOption,
  isAwayState,
  SYSTEM_AGENT_STATES,
} from '@console/domain/schemas/softphone';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../http/errors.js';
import type { AgentIdentity, AgentStateChange, GatewayListener, OfflineCause } from './gateway.js';
import { CallCenterSimulator } from './simulator.js';

/**
 * The agent state machine under random sequences of what agents do (go online and offline, pick states, dial,
 * answer, decline, hang up, wrap up, transfer, lose and regain their phone) and what happens to them (calls ringing
 * in, far ends answering, being busy, declining, dropping, timers running out, a supervisor or a sign-out taking
 * them offline), checked after every step against a model of what the agent chose:
 * - every change is recorded, with a known reason, and the history's order is the state's order (each change starts
 *   where the previous one ended, and the last one is the state now);
 * - what the phone is told is what was recorded before it;
 * - nothing but the agent's own choice takes them to idle from a break or from offline;
 * - an agent not on a call, in wrap-up or missed, is in the state they last chose.
 */

const TIMINGS = { answerDelayMs: 100, ringTimeoutMs: 300, dropAfterMs: 150, wrapupSeconds: 0.2 };
const AGENTS = ['A1', 'A2'] as const;
const CUSTOM: AgentStateOption[] = [
  { code: 'training', label: '培训', labelEn: 'Training', owner: 'OEM', disabled: false },
  { code: 'qualityCheck', label: '质检中', labelEn: 'Quality check', owner: 'OEM', disabled: true },
];
/** by their endings: answered, busy, never answered, dropped by the far end, declined by the far end */
const NUMBERS = ['13800138000', '13800000000', '13800001111', '13800002222', '13800003333'];
const PICKS = ['idle', 'busy', 'onBreak', 'training', 'qualityCheck', 'talking', 'wrapup', 'offline'];
const OFFLINE_REASONS: OfflineCause['reason'][] = ['user', 'signOut', 'seatGrace', 'supervisor'];

const identity = (i: number): AgentIdentity => ({
  agentId: AGENTS[i] as string,
  voipNumber: `05718600${i}`,
  oemSerial: 'OEM',
  userId: i + 1,
});

interface Model {
  online: boolean[];
  /** what each agent last chose (going online chooses idle) */
  chosen: string[];
}

interface Real {
  sim: CallCenterSimulator;
  history: Map<string, AgentStateChange[]>;
  problems: string[];
}

function lastRecorded(real: Real, agentId: string): string {
  return real.history.get(agentId)?.at(-1)?.to ?? 'offline';
}

function newReal(): Real {
  const real: Real = { sim: undefined as unknown as CallCenterSimulator, history: new Map(), problems: [] };
  const listener: GatewayListener = {
    stateChanged(change) {
      const agentId = change.agent.agentId;
      const from = lastRecorded(real, agentId);
      if (change.from !== from) real.problems.push(`${agentId}: change from ${change.from} recorded after ${from}`);
      if (!AGENT_STATE_REASONS.includes(change.reason)) real.problems.push(`${agentId}: reason ${change.reason}`);
      if (change.from === change.to) real.problems.push(`${agentId}: a change to the same state ${change.to}`);
      if (change.to === 'idle' && (isAwayState(change.from) || change.from === 'offline') && change.reason !== 'user')
        real.problems.push(`${agentId}: ${change.from} → idle by ${change.reason}`);
      real.history.set(agentId, [...(real.history.get(agentId) ?? []), change]);
    },
    phoneEvent(agentId, name, status, extra) {
      const recorded = lastRecorded(real, agentId);
      if (status.agentState !== recorded)
        real.problems.push(`${agentId}: ${name} told ${status.agentState}, recorded ${recorded}`);
      if (name === 'agentStateChanged' && !extra?.reason) real.problems.push(`${agentId}: ${name} without a reason`);
    },
    callChanged() {},
  };
  real.sim = new CallCenterSimulator(TIMINGS, listener);
  return real;
}

/** Runs a step; a refusal (the agent not in a state for it) is part of the game. */
function attempt(step: () => unknown): boolean {
  try {
    step();
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}

/** The call on an agent's line, if any. */
function callIdOf(real: Real, i: number): string | null {
  let callId: string | null = null;
  attempt(() => {
    callId = real.sim.status(AGENTS[i] as string).CallID;
  });
  return callId;
}

/** After every step: the invariants above, on every agent. */
function checkAll(model: Model, real: Real): void {
  expect(real.problems).toEqual([]);
  AGENTS.forEach((agentId, i) => {
    const snapshot = real.sim.agents('OEM').find((a) => a.agent.agentId === agentId);
    expect(Boolean(snapshot), `${agentId} online`).toBe(model.online[i]);
    const state = snapshot?.state ?? 'offline';
    expect(lastRecorded(real, agentId), `${agentId}'s last recorded state`).toBe(state);
    if (snapshot && !SYSTEM_AGENT_STATES.includes(state)) expect(state, `${agentId} chose`).toBe(model.chosen[i]);
  });
}

type Cmd = fc.Command<Model, Real>;

const command = (name: string, run: (m: Model, r: Real) => void): Cmd => ({
  check: () => true,
  run(m, r) {
    run(m, r);
    checkAll(m, r);
  },
  toString: () => name,
});

const agentIndex = fc.integer({ min: 0, max: AGENTS.length - 1 });

/** Each kind of step; `weighted` repeats the common ones so that runs reach calls, wrap-ups and their timers often. */
const online = agentIndex.map((i) =>
  command(`online(${i})`, (m, r) => {
    r.sim.online(identity(i), CUSTOM);
    if (!m.online[i]) m.chosen[i] = 'idle';
    m.online[i] = true;
  }),
);
const offline = fc.tuple(agentIndex, fc.constantFrom(...OFFLINE_REASONS)).map(([i, reason]) =>
  command(`offline(${i}, ${reason})`, (m, r) => {
    r.sim.offline(AGENTS[i] as string, { reason, actorId: reason === 'supervisor' ? 99 : null });
    m.online[i] = false;
  }),
);
const setState = fc.tuple(agentIndex, fc.constantFrom(...PICKS)).map(([i, state]) =>
  command(`setState(${i}, ${state})`, (m, r) => {
    if (attempt(() => r.sim.setState(AGENTS[i] as string, state))) m.chosen[i] = state;
  }),
);
const dial = fc.tuple(agentIndex, fc.constantFrom(...NUMBERS)).map(([i, number]) =>
  command(`dial(${i}, ${number})`, (_m, r) => {
    attempt(() => r.sim.dial(AGENTS[i] as string, { number, business: null }));
  }),
);
const ring = fc.tuple(agentIndex, fc.constantFrom(...NUMBERS)).map(([i, number]) =>
  command(`ring(${i}, ${number})`, (_m, r) => {
    attempt(() => r.sim.ring(AGENTS[i] as string, { number, business: null }));
  }),
);
const onCall = (action: 'answer' | 'hangup') =>
  agentIndex.map((i) =>
    command(`${action}(${i})`, (_m, r) => {
      const callId = callIdOf(r, i);
      if (callId) attempt(() => r.sim[action](AGENTS[i] as string, callId));
    }),
  );
const finishWrapup = agentIndex.map((i) =>
  command(`finishWrapup(${i})`, (_m, r) => {
    attempt(() => r.sim.finishWrapup(AGENTS[i] as string));
  }),
);
const phoneLost = agentIndex.map((i) =>
  command(`phoneLost(${i})`, (_m, r) => {
    r.sim.detach(AGENTS[i] as string);
  }),
);
const transfer = agentIndex.map((i) =>
  command(`transfer(${i})`, (_m, r) => {
    const callId = callIdOf(r, i);
    if (callId) attempt(() => r.sim.transfer(AGENTS[i] as string, callId, AGENTS[1 - i] as string));
  }),
);
const wait = fc.integer({ min: 0, max: 400 }).map((ms) =>
  command(`wait(${ms})`, () => {
    vi.advanceTimersByTime(ms);
  }),
);
const weighted: [fc.Arbitrary<Cmd>, number][] = [
  [online, 2],
  [offline, 1],
  [setState, 3],
  [dial, 3],
  [ring, 2],
  [onCall('answer'), 2],
  [onCall('hangup'), 2],
  [finishWrapup, 1],
  [phoneLost, 1],
  [transfer, 1],
  [wait, 5],
];
const commands = weighted.flatMap(([arbitrary, times]) => Array.from({ length: times }, () => arbitrary));

describe('the agent state machine (property-based, model runs)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('records every change with its reason, in order, and never takes an agent to idle but by their choice', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 120, size: 'max' }), (cmds) => {
        const real = newReal();
        const model: Model = { online: AGENTS.map(() => false), chosen: AGENTS.map(() => 'idle') };
        try {
          fc.modelRun(() => ({ model, real }), cmds);
          // And once every timer has run out, still so.
          vi.advanceTimersByTime(5_000);
          checkAll(model, real);
        } finally {
          real.sim.close();
          vi.clearAllTimers();
        }
      }),
      { numRuns: 400 },
    );
    // 400 runs of up to 120 steps: about a second alone, several on two cores shared with other suites.
  }, 30_000);

  it('keeps an agent on a break on it through a call they place, its wrap-up and its timer', () => {
    const real = newReal();
    real.sim.online(identity(0), CUSTOM);
    real.sim.setState('A1', 'onBreak');
    real.sim.dial('A1', { number: '13800138000', business: null });
    vi.advanceTimersByTime(TIMINGS.answerDelayMs);
    const callId = real.sim.status('A1').CallID as string;
    real.sim.hangup('A1', callId);
    expect(real.sim.status('A1').agentState).toBe('wrapup');
    vi.advanceTimersByTime(TIMINGS.wrapupSeconds * 1000);
    expect(real.sim.status('A1').agentState).toBe('onBreak');
    expect(real.history.get('A1')?.map((c) => `${c.to}:${c.reason}`)).toEqual([
      'idle:user',
      'onBreak:user',
      'ringing:call',
      'talking:call',
      'wrapup:call',
      'onBreak:wrapupTimeout',
    ]);
    real.sim.close();
  });

  it('keeps the state of an agent whose phone went and came back; a call offered meanwhile finds them unreachable', () => {
    const calls: string[] = [];
    const sim = new CallCenterSimulator(TIMINGS, {
      stateChanged: () => {},
      phoneEvent: () => {},
      callChanged: (facts) => {
        if (facts.outcome) calls.push(facts.outcome);
      },
    });
    sim.online(identity(0), CUSTOM);
    sim.detach('A1');
    sim.ring('A1', { number: '13912345678', business: null });
    expect(calls).toEqual(['unreachable']);
    sim.setState('A1', 'busy');
    sim.detach('A1');
    expect(sim.online(identity(0), CUSTOM).agentState).toBe('busy');
    sim.close();
  });
});
