import { io as connect, type Socket } from 'socket.io-client';

/** A chat pair for the bench: the two chat ids and a token for each side. */
export interface Pair {
  b: string;
  c: string;
  userToken: string;
  freelancerToken: string;
}

/** One socket to open: which pair, which side, on which server. */
export interface SocketPlan {
  pair: Pair;
  side: 'B' | 'C';
  origin: string;
  /** it says `delivered` for what it receives, as the freelancer's page does (one socket per freelancer: a phone) */
  confirms?: boolean;
}

/** How long the web client gathers receipts before it says `delivered` (apps/web lib/chat/chat-store.ts). */
const DELIVERED_DELAY_MS = 200;

/** Says `delivered` for the other side's messages, gathered as the web client does. */
function confirmDeliveries(s: Socket, plan: SocketPlan): void {
  const self = plan.side === 'B' ? plan.pair.b : plan.pair.c;
  let upTo = 0;
  let waiting = false;
  s.on('msg', (message: { userId?: string; id?: number | string }) => {
    const id = Number(message.id);
    if (message.userId === self || !Number.isFinite(id)) return;
    upTo = Math.max(upTo, id);
    if (waiting) return;
    waiting = true;
    setTimeout(() => {
      waiting = false;
      s.emit('delivered', { userId: self, receiverUserId: message.userId, id: upTo }, () => undefined);
    }, DELIVERED_DELAY_MS);
  });
}

/** Connects one chat socket and signs it into chat (`login`), as the console (B) or the freelancer page (C) does. */
export function openChatSocket({ pair, side, origin }: SocketPlan): Promise<Socket> {
  const token = side === 'B' ? pair.userToken : pair.freelancerToken;
  const s = connect(origin, { path: '/socket.io/', transports: ['websocket'], reconnection: false, auth: { token } });
  return new Promise((resolve, reject) => {
    s.once('connect_error', reject);
    s.once('connect', () => {
      s.timeout(30_000)
        .emitWithAck('login', { socketId: side === 'B' ? pair.b : pair.c, roleType: side === 'B' ? 'PC' : 'MINI' })
        .then(
          (ack: { code: number }) => (ack.code === 200 ? resolve(s) : reject(new Error(`login ${ack.code}`))),
          reject,
        );
    });
  });
}

/** The bench's clientIds end with the sender's clock (ms) at sending: `<chat id>-<n>-<ms>`. */
export const clientIdOf = (chatId: string, n: number) => `${chatId}-${n}-${Date.now()}`;

/** Milliseconds from a message's sending (its clientId) to now: its delivery latency, on this one machine. */
export const sinceSent = (message: { clientId?: string }) =>
  Date.now() - Number((message.clientId ?? '').split('-').at(-1));

/** Opens the planned sockets 200 at a time, as users arrive, not all in one instant. */
export async function openAll(plans: SocketPlan[], onMsg: (message: { clientId?: string }) => void): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < plans.length; i += 200) {
    const batch = plans.slice(i, i + 200);
    const opened = await Promise.all(batch.map(openChatSocket));
    opened.forEach((s, k) => {
      s.on('msg', onMsg);
      if (batch[k]?.confirms) confirmDeliveries(s, batch[k]);
      sockets.push(s);
    });
  }
  return sockets;
}
