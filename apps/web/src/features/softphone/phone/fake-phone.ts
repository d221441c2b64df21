import type { PhoneHandshakeAuth } from '@console/domain/realtime/phone-events';
import type { SeatRow, SeatStatus } from '@console/domain/schemas/softphone';
import { vi } from 'vitest';
import type { PhoneSocket } from '../../../lib/realtime/phone-socket';
import { createPhone, type PhoneDeps, type SavedSeat, type TabMessage } from './phone-store';

type Listener = (...args: never[]) => void;

/** A phone socket in memory: the test plays the server (connects it, refuses it, answers commands, emits events). */
export class FakePhoneSocket implements PhoneSocket {
  connected = false;
  auth: PhoneHandshakeAuth | null = null;
  readonly listeners = new Map<string, Set<Listener>>();
  /** the commands sent, with their acknowledgement to call */
  readonly sent: { name: string; payload: unknown; ack: (answer: unknown) => void }[] = [];
  /** answers commands by name at once (else the test acks them by hand) */
  readonly replies = new Map<string, unknown>();

  constructor(private readonly getAuth: () => Promise<PhoneHandshakeAuth>) {}

  connect() {
    void this.getAuth().then((auth) => {
      this.auth = auth;
    });
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }
  off(event: string, listener?: Listener) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }
  emit(name: string, ...args: unknown[]) {
    const ack = args[args.length - 1] as (answer: unknown) => void;
    const payload = args.length > 1 ? args[0] : undefined;
    this.sent.push({ name, payload, ack });
    if (this.replies.has(name)) ack(this.replies.get(name));
    return this;
  }
  /** the server's side: an event to the client */
  fire(event: string, ...args: unknown[]) {
    for (const l of [...(this.listeners.get(event) ?? [])]) (l as (...a: unknown[]) => void)(...args);
  }
  /** the handshake is accepted */
  accept() {
    this.connected = true;
    this.fire('connect');
  }
}

export function seatStatus(over: Partial<SeatStatus> = {}): SeatStatus {
  return {
    agentId: 'A1001',
    voipNumber: '8001',
    agentState: 'idle',
    subAgentState: null,
    phoneMode: 'voip',
    CallID: null,
    phoneState: 'idle',
    call: null,
    wrapupEndsAt: null,
    ...over,
  };
}

export const SEATS: SeatRow[] = [
  { agentId: 'A1001', voipNumber: '8001', lock: 0 },
  { agentId: 'A1002', voipNumber: '8002', lock: 1 },
  { agentId: 'A1003', voipNumber: '8003', lock: 0 },
];

/** A tab channel shared by the phones of one test (BroadcastChannel delivers to the other tabs only). */
export class FakeTabBus {
  private readonly members = new Set<{ deliver: (m: TabMessage) => void }>();
  channel() {
    const listeners = new Set<(e: MessageEvent<TabMessage>) => void>();
    const member = {
      deliver: (m: TabMessage) => {
        for (const l of listeners) l({ data: m } as MessageEvent<TabMessage>);
      },
    };
    this.members.add(member);
    return {
      postMessage: (m: TabMessage) => {
        for (const other of this.members) if (other !== member) other.deliver(m);
      },
      addEventListener: (_: 'message', l: (e: MessageEvent<TabMessage>) => void) => listeners.add(l),
      removeEventListener: (_: 'message', l: (e: MessageEvent<TabMessage>) => void) => listeners.delete(l),
    };
  }
}

/** A tab's session storage for its seat, in memory (share one between two phones to play a reload). */
export function memorySeat(): PhoneDeps['savedSeat'] {
  let saved: SavedSeat | undefined;
  return {
    get: () => saved,
    set: (seat) => {
      saved = seat ?? undefined;
    },
  };
}

/** A phone with every outside call faked; `sockets` holds the sockets it opened, newest last. */
export function fakePhone(over: Partial<PhoneDeps> = {}) {
  const sockets: FakePhoneSocket[] = [];
  const deps: PhoneDeps = {
    listSeats: vi.fn(async () => SEATS),
    lockSeat: vi.fn(async (agentId: string) => ({
      agentId,
      voipNumber: SEATS.find((s) => s.agentId === agentId)?.voipNumber ?? '',
      message: 'ok',
    })),
    unlockSeat: vi.fn(async () => undefined),
    refreshSeats: vi.fn(async () => '坐席已同步，释放了 0 个离线坐席'),
    getAgentToken: vi.fn(async (agentId: string) => ({
      token: `tok-${agentId}`,
      agentId,
      expiresAt: Date.now() + 300_000,
    })),
    openSocket: (auth) => {
      const s = new FakePhoneSocket(auth);
      s.replies.set('states', { code: 200, data: [] });
      s.replies.set('getState', { code: 200, data: seatStatus() });
      sockets.push(s);
      return s;
    },
    sendBeacon: vi.fn(),
    notify: { error: vi.fn(), warning: vi.fn(), success: vi.fn() },
    text: (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key),
    tabChannel: null,
    userId: () => 7,
    savedSeat: memorySeat(),
    ...over,
  };
  const phone = createPhone(deps);
  return { phone, deps, sockets, socket: () => sockets[sockets.length - 1] as FakePhoneSocket };
}
