import type { AckData, PayloadOf } from '@console/domain/realtime/ack';
import type { PhoneClientToServer, PhoneCommand, PhoneHandshakeAuth } from '@console/domain/realtime/phone-events';
import {
  type AgentStateOption,
  type AgentToken,
  CALL_AGENT_STATES,
  type CallbackOffer,
  type CallOutcome,
  type ForcedOffline,
  ONLINE_LOADING_MS,
  PHONE_EVENTS,
  type PhoneEvent,
  type PhoneEventName,
  type SeatLockAnswer,
  type SeatRow,
  type SeatStatus,
  type TransferTarget,
} from '@console/domain/schemas/softphone';
import { isLandline, isMobilePhone } from '@console/domain/validators';
import { create } from 'zustand';
import type { LiveStore } from '../../../lib/realtime/live-store';
import {
  command,
  PhoneCommandError,
  type PhoneSocket,
  type PhoneSocketFactory,
} from '../../../lib/realtime/phone-socket';

/**
 * offline: no seat online here; connecting: the seat is locked and the phone client is connecting; online: the
 * phone is this tab's; reconnecting: the connection dropped and socket.io is trying again; elsewhere: the seat's
 * phone is in another tab or browser (it can be taken over).
 */
export type Connection = 'offline' | 'connecting' | 'online' | 'reconnecting' | 'elsewhere';

export interface HeldSeat {
  agentId: string;
  voipNumber: string;
}

/**
 * What going online found missing: the network, a seat (none picked, or taken meanwhile), the server, or the phone
 * channel (its websocket does not connect: a proxy or a firewall).
 */
export type Missing = 'network' | 'seat' | 'seatTaken' | 'server' | 'socket';

export interface PhoneState {
  /** false once the server refused the seat list (403: no call centre): the softphone is not this user's to use */
  available: boolean;
  /** the free seats (lock 0) of the last seat list */
  seats: SeatRow[];
  seatsLoading: boolean;
  selectedSeat: string | undefined;
  /** the online button shows loading for 3 s */
  onlineLoading: boolean;
  connection: Connection;
  seat: HeldSeat | null;
  /** the seat status of the last phone event (agentState, phoneState, the call) */
  status: SeatStatus | null;
  states: AgentStateOption[];
  /** client ms when the current call was placed (or answered, for an incoming one): the timer counts from it */
  callStartedAt: number | null;
  /** how the last call ended, shown until the next one */
  lastOutcome: CallOutcome | null;
  /** bumped on every incoming ring: the control opens itself */
  ringSeq: number;
  /** what the last going-online found missing (shown until it is there) */
  missing: Missing[];
  /** a supervisor took this agent offline: why, shown until the agent goes online again */
  forced: ForcedOffline | null;
  /** a missed call's callback the server offers this agent, until they answer it or it is withdrawn */
  callback: CallbackOffer | null;
}

/** What the phone needs from the outside (the real calls in the console, fakes in tests). */
export interface PhoneDeps {
  listSeats: () => Promise<SeatRow[]>;
  lockSeat: (agentId: string) => Promise<SeatLockAnswer>;
  unlockSeat: (agentId: string) => Promise<void>;
  refreshSeats: () => Promise<string>;
  getAgentToken: (agentId: string) => Promise<AgentToken>;
  openSocket: PhoneSocketFactory;
  sendBeacon: (token: string) => void;
  notify: { error: (text: string) => void; warning: (text: string) => void; success: (text: string) => void };
  /** softphone texts by key (without the namespace) */
  text: (key: string, options?: Record<string, unknown>) => string;
  /** the tab channel (BroadcastChannel) that tells tabs of one browser who has the seat's phone; null: none */
  tabChannel: TabChannel | null;
  /** who is signed in: tab messages of another user are ignored */
  userId: () => string | number | null;
  /**
   * The seat this tab had online, kept across a reload (session storage): the page comes back online on it while
   * the server still holds it for this sign-in (CALL_SEAT_GRACE_MS after the page went).
   */
  savedSeat: { get(): SavedSeat | undefined; set(seat: SavedSeat | null): void };
  /** whether the browser says it has a network (navigator.onLine); true when it cannot tell */
  networkUp?: () => boolean;
  /** how long a woken tab waits for the server's answer before it connects the phone afresh */
  wakeProbeMs?: number;
}

/** What a tab remembers of its online seat: whose it is and which. */
export interface SavedSeat {
  user: string | number | null;
  seat: HeldSeat;
}

/** The part of BroadcastChannel the phone uses. */
export interface TabChannel {
  postMessage(message: TabMessage): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<TabMessage>) => void): void;
  removeEventListener(type: 'message', listener: (e: MessageEvent<TabMessage>) => void): void;
}

export type TabMessage =
  | { type: 'who'; user: string | number | null }
  | { type: 'owner'; user: string | number | null; seat: HeldSeat }
  | { type: 'released'; user: string | number | null; agentId: string };

export interface PhoneActions {
  loadSeats(): Promise<void>;
  refresh(): Promise<void>;
  selectSeat(agentId: string | undefined): void;
  goOnline(options?: { takeover?: boolean }): Promise<void>;
  takeOver(): Promise<void>;
  goOffline(): Promise<void>;
  dial(target: { number: string } | { businessType: 'order' | 'task'; businessId: string }): Promise<boolean>;
  answer(): Promise<void>;
  hangup(): Promise<void>;
  hold(on: boolean): Promise<void>;
  mute(on: boolean): Promise<void>;
  dtmf(digits: string): Promise<boolean>;
  transferTargets(): Promise<TransferTarget[]>;
  transfer(toAgentId: string): Promise<boolean>;
  wrapup(note?: string): Promise<void>;
  setState(state: string): Promise<void>;
  /** places the offered callback's call (the server dials it); answers whether it was placed */
  acceptCallback(): Promise<boolean>;
  /** passes the offered callback on to another agent */
  declineCallback(): Promise<void>;
  /** the page is going away: the seat goes offline by beacon (no script runs after this) */
  pageHide(): void;
  /** whether leaving the page should warn (the seat is online here) */
  ownsSeat(): boolean;
  /** ask the other tabs whether one of them has a seat online, and come back online after a reload (on start) */
  start(): () => void;
  /** stop everything without telling the server (tests, sign-out: the server drops the socket itself) */
  dispose(): void;
  /** the browser lost its network: the phone shows it is reconnecting at once */
  networkLost(): void;
  /**
   * The tab woke up (shown again, focused, back online): a dropped phone connects now, one that looks connected is
   * asked for its state and connected afresh when the answer does not come.
   */
  wake(): void;
}

/** The softphone's store: the chat store's shape (lib/realtime/live-store.ts). */
export type PhoneStore = LiveStore<PhoneState, PhoneActions>;

const initial: PhoneState = {
  available: true,
  seats: [],
  seatsLoading: false,
  selectedSeat: undefined,
  onlineLoading: false,
  connection: 'offline',
  seat: null,
  status: null,
  states: [],
  callStartedAt: null,
  lastOutcome: null,
  ringSeq: 0,
  missing: [],
  forced: null,
  callback: null,
};

/** Token refresh margin: the beacon at page close needs a token that is still valid. */
const TOKEN_MARGIN_MS = 60_000;
const MIN_TOKEN_REFRESH_MS = 10_000;

/** The outcomes told as a warning (the call did not happen as wished); the others as a success. */
const BAD_OUTCOMES: readonly CallOutcome[] = [
  'busy',
  'noAnswer',
  'rejected',
  'dropped',
  'missed',
  'unreachable',
  'failed',
];
const WAKE_PROBE_MS = 3_000;

/** Whether the agent has a call on the line (ringing or talking): no second call, no state change. */
export function onCall(status: SeatStatus | null): boolean {
  return Boolean(status && (CALL_AGENT_STATES.includes(status.agentState) || status.call));
}

const msToDate = (expiresAt: number) => (expiresAt < 1e12 ? expiresAt * 1000 : expiresAt);

/** The softphone: seats, the phone client's connection, the seat status from the phone events, the commands. */
export function createPhone(deps: PhoneDeps, now: () => number = Date.now): PhoneStore {
  return create<PhoneState & PhoneActions>()((set, get) => {
    let socket: PhoneSocket | null = null;
    let token: AgentToken | null = null;
    let tokenTimer: ReturnType<typeof setTimeout> | undefined;
    let loadingTimer: ReturnType<typeof setTimeout> | undefined;
    /** the next (re)connect asks to take the seat's phone from another tab */
    let takeover = false;
    let takenOver = false;

    const text = deps.text;
    const post = (message: TabMessage) => deps.tabChannel?.postMessage(message);
    const networkUp = deps.networkUp ?? (() => true);

    function clearTokenTimer() {
      clearTimeout(tokenTimer);
      tokenTimer = undefined;
    }

    async function fetchToken(agentId: string): Promise<AgentToken> {
      const next = await deps.getAgentToken(agentId);
      token = next;
      clearTokenTimer();
      // Kept fresh while online, so the page-close beacon carries a token the server still accepts.
      const wait = Math.max(MIN_TOKEN_REFRESH_MS, msToDate(next.expiresAt) - now() - TOKEN_MARGIN_MS);
      tokenTimer = setTimeout(() => {
        const seat = get().seat;
        if (seat && get().connection === 'online') void fetchToken(seat.agentId).catch(() => undefined);
      }, wait);
      return next;
    }

    function stopSocket() {
      clearTokenTimer();
      const s = socket;
      socket = null;
      token = null;
      if (!s) return;
      s.off('connect');
      s.off('connect_error');
      s.off('disconnect');
      s.off('takenOver');
      s.off('forcedOffline');
      s.off('callbackOffered');
      s.off('callbackWithdrawn');
      for (const name of PHONE_EVENTS) s.off(name);
      s.disconnect();
    }

    function forget() {
      deps.savedSeat.set(null);
    }

    /**
     * After a reload: the seat this tab had online comes back, if the server still holds it for this sign-in (a new
     * agent token is the proof); else the control is offline as usual.
     */
    async function resume() {
      const saved = deps.savedSeat.get();
      if (!saved || saved.user !== deps.userId() || get().connection !== 'offline') return;
      set({ connection: 'connecting', seat: saved.seat });
      try {
        await deps.getAgentToken(saved.seat.agentId);
      } catch {
        forget();
        set({ connection: 'offline', seat: null });
        return;
      }
      if (get().connection === 'connecting' && get().seat === saved.seat) connect(saved.seat, true);
    }

    function clearCall(): Partial<PhoneState> {
      return { status: null, states: [], callStartedAt: null, callback: null };
    }

    function applyEvent(name: PhoneEventName, event: PhoneEvent) {
      const status = event?.status ?? null;
      const state = get();
      const next: Partial<PhoneState> = { status };
      const call = status?.call ?? null;
      if (name === 'outgoingRing' && state.callStartedAt === null) next.callStartedAt = now();
      if (name === 'incomingRing') {
        next.lastOutcome = null;
        next.ringSeq = state.ringSeq + 1;
      }
      if (name === 'established' && state.callStartedAt === null) next.callStartedAt = now();
      if (name === 'connectionCleared') {
        // On connection cleared the call id and the timer reset.
        next.callStartedAt = null;
        const outcome = event.outcome ?? null;
        next.lastOutcome = outcome;
        if (outcome) {
          const message = text(`outcome.${outcome}`);
          if (BAD_OUTCOMES.includes(outcome)) deps.notify.warning(message);
          else deps.notify.success(message);
        }
      }
      // A status with no call (e.g. after a cleared call arrives late) stops a timer left running.
      if (!call && name !== 'outgoingRing' && name !== 'established') next.callStartedAt = null;
      set(next);
    }

    function watch(s: PhoneSocket, seat: HeldSeat) {
      s.on('connect', () => {
        takeover = false;
        takenOver = false;
        set({ connection: 'online', missing: [] });
        deps.savedSeat.set({ user: deps.userId(), seat });
        post({ type: 'owner', user: deps.userId(), seat });
        void command(s, 'states').then(
          (states) => set({ states }),
          () => undefined,
        );
        void command(s, 'getState').then(
          (status) => {
            if (status && !get().status) set({ status });
          },
          () => undefined,
        );
      });
      s.on('connect_error', (err: Error & { data?: { msg?: string } }) => {
        if (err.message === 'seatInUse') {
          // Another tab or browser has the phone: this one can take it over.
          forget();
          stopSocket();
          set({ connection: 'elsewhere', ...clearCall() });
          return;
        }
        if (err.message === 'unauthorized' || err.data) {
          // Refused by the server (the seat is no longer ours, the token is bad): offline, with its reason.
          forget();
          stopSocket();
          set({ connection: 'offline', seat: null, ...clearCall() });
          deps.notify.error(err.data?.msg || text('dialFailed'));
          void loadSeats();
          return;
        }
        // The network, a proxy or a firewall: socket.io tries again; the control says the phone channel is missing.
        set({
          connection: get().connection === 'connecting' ? 'connecting' : 'reconnecting',
          missing: networkUp() ? ['socket'] : ['network'],
        });
      });
      s.on('disconnect', (reason: string) => {
        if (socket !== s) return;
        if (takenOver) {
          forget();
          stopSocket();
          set({ connection: 'elsewhere', ...clearCall() });
          return;
        }
        if (reason === 'io server disconnect') {
          // The server ended the phone (seat unlocked elsewhere, signed out, frozen).
          forget();
          stopSocket();
          set({ connection: 'offline', seat: null, ...clearCall() });
          post({ type: 'released', user: deps.userId(), agentId: seat.agentId });
          void loadSeats();
          return;
        }
        if (reason !== 'io client disconnect') set({ connection: 'reconnecting' });
      });
      s.on('takenOver', () => {
        takenOver = true;
        deps.notify.warning(text('takenOver'));
      });
      s.on('forcedOffline', (forced) => {
        // The drop that follows ends the phone as any server drop does; the reason stays on the control.
        set({ forced });
        deps.notify.warning(text('forced.notice', { by: forced.by, reason: text(`forceReason.${forced.reason}`) }));
      });
      s.on('callbackOffered', (offer) => set({ callback: offer }));
      s.on('callbackWithdrawn', (event) => {
        if (get().callback?.callbackId !== event.callbackId) return;
        set({ callback: null });
        deps.notify.warning(text(`callback.withdrawn.${event.reason}`));
      });
      for (const name of PHONE_EVENTS) s.on(name, (event: PhoneEvent) => applyEvent(name, event));
    }

    /** `resume`: the page brings its seat back by itself after a reload (not the agent's click). */
    function connect(seat: HeldSeat, resume = false) {
      stopSocket();
      // Once this socket has been connected, its reconnects take the phone back from its own old connection, which
      // the server may still count as connected (a tab that slept, a network that went away without a word).
      let reclaim = false;
      const s = deps.openSocket(async () => {
        const next = await fetchToken(seat.agentId);
        const auth: PhoneHandshakeAuth = { token: next.token };
        if (takeover || reclaim) auth.takeover = true;
        if (resume && !reclaim) auth.resume = true;
        return auth;
      });
      s.on('connect', () => {
        reclaim = true;
      });
      socket = s;
      watch(s, seat);
      set({ connection: 'connecting', seat });
      s.connect();
    }

    /**
     * What going online needs and the control can check first: the network, the server (the seat list answers),
     * and the seat still free for this user (a take-over asks for a seat in use on purpose).
     */
    async function checkBeforeOnline(agentId: string, takingOver: boolean): Promise<Missing[]> {
      if (!networkUp()) return ['network'];
      let rows: SeatRow[];
      try {
        rows = await deps.listSeats();
      } catch (err) {
        // Refused in words (403, 401): the lock that follows says it; no answer at all: the server is missing.
        return ((err as { status?: unknown }).status ?? null) === null ? ['server'] : [];
      }
      const seats = rows.filter((r) => r.lock === 0);
      set({ seats });
      if (!takingOver && !seats.some((r) => r.agentId === agentId)) {
        set({ selectedSeat: undefined });
        return ['seatTaken'];
      }
      return [];
    }

    /** Connects the phone afresh: a socket that looks connected after a sleep may be dead. */
    function reconnectNow(s: PhoneSocket) {
      set({ connection: 'reconnecting' });
      s.disconnect();
      s.connect();
    }

    async function loadSeats() {
      set({ seatsLoading: true });
      try {
        const rows = await deps.listSeats();
        // Only rows with lock 0 (free seats) are used.
        const seats = rows.filter((r) => r.lock === 0);
        const selected = get().selectedSeat;
        set({
          available: true,
          seats,
          selectedSeat: selected && seats.some((r) => r.agentId === selected) ? selected : undefined,
        });
      } catch (err) {
        // Refused (no call centre): nothing to offer; anything else is told in the server's words.
        const status = (err as { status?: unknown }).status;
        if (status === 403) set({ available: false, seats: [] });
        else if (status !== 401) deps.notify.error((err as Error).message || text('noSeat'));
      } finally {
        set({ seatsLoading: false });
      }
    }

    function isOnline() {
      return get().connection === 'online';
    }

    function currentCallId(): string | null {
      const status = get().status;
      return status?.CallID ?? status?.call?.callId ?? null;
    }

    async function run<E extends PhoneCommand>(
      name: E,
      ...payload: PayloadOf<PhoneClientToServer[E]>
    ): Promise<AckData<PhoneClientToServer[E]> | undefined> {
      const s = socket;
      if (!s || !isOnline()) {
        deps.notify.warning(text('offlineCall'));
        return undefined;
      }
      try {
        return await command(s, name, ...payload);
      } catch (err) {
        deps.notify.error((err instanceof PhoneCommandError && err.message) || text('dialFailed'));
        return undefined;
      }
    }

    const actions: PhoneActions = {
      loadSeats,

      async refresh() {
        try {
          const msg = await deps.refreshSeats();
          if (msg) deps.notify.success(msg);
        } catch {
          // The http client has shown why.
        }
        await loadSeats();
      },

      selectSeat(agentId) {
        set({ selectedSeat: agentId });
      },

      async goOnline(options) {
        const agentId = get().selectedSeat;
        if (!agentId) {
          // Spec sections 5 and 8: online with no seat selected.
          set({ missing: networkUp() ? ['seat'] : ['network', 'seat'] });
          deps.notify.warning(text('noSeatRefresh'));
          return;
        }
        // One going-online at a time (a take-over may follow a refused one at once).
        if (get().onlineLoading && get().connection !== 'elsewhere') return;
        clearTimeout(loadingTimer);
        set({ onlineLoading: true, forced: null });
        loadingTimer = setTimeout(() => set({ onlineLoading: false }), ONLINE_LOADING_MS);
        const missing = await checkBeforeOnline(agentId, Boolean(options?.takeover));
        set({ missing });
        if (missing.length > 0) {
          clearTimeout(loadingTimer);
          set({ onlineLoading: false });
          deps.notify.warning(text(`checks.${missing[0]}`));
          return;
        }
        try {
          const locked = await deps.lockSeat(agentId);
          takeover = Boolean(options?.takeover);
          connect({ agentId: locked.agentId, voipNumber: locked.voipNumber });
        } catch (err) {
          // The lock's refusal: the server's message, or 无坐席 / no seat.
          deps.notify.error(err instanceof Error && err.message ? err.message : text('noSeat'));
          void loadSeats();
        }
      },

      async takeOver() {
        const seat = get().seat;
        if (!seat) return;
        set({ selectedSeat: seat.agentId });
        await actions.goOnline({ takeover: true });
      },

      async goOffline() {
        const seat = get().seat;
        const owned = get().connection !== 'elsewhere';
        if (seat && owned) {
          try {
            await deps.unlockSeat(seat.agentId);
          } catch {
            // Shown by the http client; the phone still disconnects (the server frees the seat after its grace).
          }
          post({ type: 'released', user: deps.userId(), agentId: seat.agentId });
        }
        forget();
        stopSocket();
        clearTimeout(loadingTimer);
        set({ connection: 'offline', seat: null, onlineLoading: false, lastOutcome: null, ...clearCall() });
        void loadSeats();
      },

      async dial(target) {
        if (!isOnline()) {
          deps.notify.warning(text('offlineCall'));
          return false;
        }
        let payload: { number: string } | { businessType: 'order' | 'task'; businessId: string };
        if ('number' in target) {
          const number = target.number.trim();
          if (!number) {
            deps.notify.warning(text('noPhoneNumber'));
            return false;
          }
          if (!isMobilePhone(number) && !isLandline(number)) {
            deps.notify.warning(text('numberInvalid'));
            return false;
          }
          payload = { number };
        } else {
          if (!target.businessId) {
            deps.notify.warning(text('noPhoneNumber'));
            return false;
          }
          payload = { businessType: target.businessType, businessId: target.businessId };
        }
        const answer = await run('dial', payload);
        if (!answer) return false;
        // The timer starts once the call is placed.
        set({ callStartedAt: get().callStartedAt ?? now(), lastOutcome: null });
        return true;
      },

      async acceptCallback() {
        const offer = get().callback;
        if (!offer) return false;
        // Answered either way: placed, or refused (no longer ours, or the dial failed and it went back to the queue).
        set({ callback: null });
        const answer = await run('acceptCallback', { callbackId: offer.callbackId });
        if (!answer) return false;
        set({ callStartedAt: get().callStartedAt ?? now(), lastOutcome: null });
        return true;
      },

      async declineCallback() {
        const offer = get().callback;
        if (!offer) return;
        set({ callback: null });
        await run('declineCallback', { callbackId: offer.callbackId });
      },

      async answer() {
        const callId = currentCallId();
        if (callId) await run('answer', { callId });
      },

      async hangup() {
        const callId = currentCallId();
        // Hang-up resets the timer and hangs up the current call id.
        set({ callStartedAt: null });
        if (callId) await run('hangup', { callId });
      },

      async hold(on) {
        const callId = currentCallId();
        if (callId) await run('hold', { callId, on });
      },

      async mute(on) {
        const callId = currentCallId();
        if (callId) await run('mute', { callId, on });
      },

      async dtmf(digits) {
        const callId = currentCallId();
        if (!callId) return false;
        return (await run('dtmf', { callId, digits })) !== undefined;
      },

      async transferTargets() {
        return (await run('transferTargets')) ?? [];
      },

      async transfer(toAgentId) {
        const callId = currentCallId();
        if (!callId) return false;
        return (await run('transfer', { callId, toAgentId })) !== undefined;
      },

      async wrapup(note) {
        const trimmed = note?.trim();
        await run('wrapup', trimmed ? { note: trimmed } : {});
      },

      async setState(state) {
        await run('setState', { state });
      },

      pageHide() {
        const seat = get().seat;
        if (!seat || get().connection === 'elsewhere' || get().connection === 'offline') return;
        if (token) deps.sendBeacon(token.token);
        post({ type: 'released', user: deps.userId(), agentId: seat.agentId });
      },

      ownsSeat() {
        const c = get().connection;
        return c === 'online' || c === 'connecting' || c === 'reconnecting';
      },

      start() {
        const channel = deps.tabChannel;
        const onMessage = (e: MessageEvent<TabMessage>) => {
          const message = e.data;
          if (!message || message.user !== deps.userId()) return;
          const state = get();
          if (message.type === 'who' && actions.ownsSeat() && state.seat) {
            post({ type: 'owner', user: deps.userId(), seat: state.seat });
          } else if (message.type === 'owner' && (state.connection === 'offline' || state.connection === 'elsewhere')) {
            set({ connection: 'elsewhere', seat: message.seat });
          } else if (message.type === 'owner' && actions.ownsSeat() && state.seat?.agentId === message.seat.agentId) {
            // Another tab has this seat's phone now (it took it over, maybe while this one slept): this one lets go.
            forget();
            stopSocket();
            set({ connection: 'elsewhere', seat: message.seat, ...clearCall() });
            deps.notify.warning(text('takenOver'));
          } else if (
            message.type === 'released' &&
            state.connection === 'elsewhere' &&
            state.seat?.agentId === message.agentId
          ) {
            set({ connection: 'offline', seat: null });
            void loadSeats();
          }
        };
        channel?.addEventListener('message', onMessage);
        post({ type: 'who', user: deps.userId() });
        void resume();
        return () => channel?.removeEventListener('message', onMessage);
      },

      networkLost() {
        const s = socket;
        if (!s || !actions.ownsSeat()) return;
        set({ connection: 'reconnecting', missing: ['network'] });
        // Nothing is sent into a dead connection; coming back online connects again.
        s.disconnect();
      },

      wake() {
        const s = socket;
        const c = get().connection;
        // A first connection still under way is left to finish.
        if (!s || !get().seat || (c !== 'online' && c !== 'reconnecting') || !networkUp()) return;
        if (!s.connected) {
          reconnectNow(s);
          return;
        }
        let answered = false;
        const timer = setTimeout(() => {
          if (!answered && socket === s) reconnectNow(s);
        }, deps.wakeProbeMs ?? WAKE_PROBE_MS);
        command(s, 'getState').then(
          (status) => {
            answered = true;
            clearTimeout(timer);
            if (socket === s) set({ status });
          },
          () => undefined,
        );
      },

      dispose() {
        // The saved seat stays: React's development double mount disposes too, and after a sign-out the next start
        // finds the seat let go (or another user) and forgets it then.
        stopSocket();
        clearTimeout(loadingTimer);
        set({ ...initial });
      },
    };

    return { ...initial, ...actions };
  });
}
