import { randomUUID } from 'node:crypto';
import type { MessageKey } from '@console/domain/messages';
import type { AgentStateOption, SeatStatus } from '@console/domain/schemas/softphone';
import { io as connect, type Socket } from 'socket.io-client';
import { AppError } from '../../../http/errors.js';
import type {
  AgentIdentity,
  AgentSnapshot,
  CallCenterGateway,
  CallTarget,
  GatewayListener,
  OfflineCause,
} from '../gateway.js';
import {
  type CommandAnswer,
  commandText,
  EVENTS_NAMESPACE,
  eventsText,
  fromWire,
  type GatewayEvents,
  type Method,
  type NoEvents,
  SIGNATURE_HEADER,
  sign,
  stateFromWire,
  TIME_HEADER,
} from './protocol.js';

interface Log {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

/**
 * The gateway driver for a call centre of its own (CALL_CENTER_URL; `npm run callcenter`): each call is a signed
 * HTTP request, the events arrive over a signed websocket. The agents live in the call centre, so a console
 * instance that stops takes nobody offline: its phones come back through another instance and carry on.
 */
export class RemoteCallCenter implements CallCenterGateway {
  readonly name = 'remote';
  /** this process, as the call centre knows it (where the events of the phones online through it go) */
  private readonly id = randomUUID();
  private readonly socket: Socket<GatewayEvents, NoEvents>;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly secret: string,
    listener: GatewayListener,
    private readonly log: Log,
  ) {
    this.socket = connect(`${url}${EVENTS_NAMESPACE}`, {
      path: '/socket.io/',
      transports: ['websocket'],
      // Signed afresh on every (re)connect: a signature is good for a minute.
      auth: (cb) => {
        const time = Date.now();
        cb({ console: this.id, time, signature: sign(secret, time, eventsText(this.id)) });
      },
      reconnectionDelayMax: 2_000,
    });
    this.socket.on('event', (e) => {
      if (e.kind === 'phone') listener.phoneEvent(e.agentId, e.name, e.status, e.extra);
      else if (e.kind === 'state') listener.stateChanged(stateFromWire(e.change));
      else listener.callChanged(fromWire(e.facts));
    });
    this.socket.on('connect_error', (err) => log.warn({ err: err.message, url }, 'call centre unreachable'));
  }

  /** Resolves once the events socket is connected (start-up, tests). */
  connected(): Promise<void> {
    if (this.socket.connected) return Promise.resolve();
    return new Promise((resolve) => this.socket.once('connect', () => resolve()));
  }

  syncSeats(oemSerial: string): Promise<void> {
    return this.call('syncSeats', [oemSerial]);
  }
  online(agent: AgentIdentity, customStates: AgentStateOption[], restore?: string | null): Promise<SeatStatus> {
    return this.call('online', [agent, customStates, restore ?? null]);
  }
  async offline(agentId: string, cause?: OfflineCause): Promise<void> {
    // A closing instance drops its phones' sockets: they come back through another instance, still online.
    if (this.closed) return;
    await this.call('offline', cause ? [agentId, cause] : [agentId]);
  }
  async detach(agentId: string): Promise<void> {
    if (this.closed) return;
    await this.call('detach', [agentId]);
  }
  isOnline(agentId: string): Promise<boolean> {
    return this.call('isOnline', [agentId]);
  }
  status(agentId: string): Promise<SeatStatus> {
    return this.call('status', [agentId]);
  }
  setState(agentId: string, state: string): Promise<SeatStatus> {
    return this.call('setState', [agentId, state]);
  }
  dial(agentId: string, target: CallTarget): Promise<{ callId: string }> {
    return this.call('dial', [agentId, target]);
  }
  answer(agentId: string, callId: string): Promise<void> {
    return this.call('answer', [agentId, callId]);
  }
  hangup(agentId: string, callId: string): Promise<void> {
    return this.call('hangup', [agentId, callId]);
  }
  hold(agentId: string, callId: string, on: boolean): Promise<void> {
    return this.call('hold', [agentId, callId, on]);
  }
  mute(agentId: string, callId: string, on: boolean): Promise<void> {
    return this.call('mute', [agentId, callId, on]);
  }
  dtmf(agentId: string, callId: string, digits: string): Promise<void> {
    return this.call('dtmf', [agentId, callId, digits]);
  }
  transfer(agentId: string, callId: string, toAgentId: string): Promise<void> {
    return this.call('transfer', [agentId, callId, toAgentId]);
  }
  finishWrapup(agentId: string): Promise<void> {
    return this.call('finishWrapup', [agentId]);
  }
  agents(oemSerial: string): Promise<AgentSnapshot[]> {
    return this.call('agents', [oemSerial]);
  }
  ring(agentId: string, caller: CallTarget): Promise<{ callId: string }> {
    return this.call('ring', [agentId, caller]);
  }

  /** Called before the instance's sockets are dropped (app.ts): from now on nothing is taken offline. */
  close(): void {
    this.closed = true;
    this.socket.disconnect();
  }

  private async call<T>(method: Method, args: unknown[]): Promise<T> {
    const body = JSON.stringify({ console: this.id, args });
    const time = Date.now();
    const res = await fetch(`${this.url}/gateway/${method}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [TIME_HEADER]: String(time),
        [SIGNATURE_HEADER]: sign(this.secret, time, commandText(method, body)),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await res.json().catch(() => null)) as CommandAnswer | null;
    if (answer && 'result' in answer) return answer.result as T;
    if (answer && 'error' in answer && res.status < 500)
      throw new AppError(answer.error.status, answer.error.key as MessageKey, answer.error.params);
    this.log.warn({ method, status: res.status }, 'call centre refused a command');
    throw new Error(`call centre: ${method} answered ${res.status}`);
  }
}
