/**
 * The chat bench's listening sockets, in a process of their own (forked by chat.ts): thousands of sockets each
 * receiving every message of their pair would otherwise share the senders' event loop and delay the
 * acknowledgements the bench times. Each delivery's latency (from the sender's clock in its clientId) is kept.
 * Driven over IPC: `open` (plans) → `opened`, `reset`, `count` → `count` (the latencies), `close`.
 */
import type { Socket } from 'socket.io-client';
import { openAll, type SocketPlan, sinceSent } from './chat-sockets.js';

type Command = { kind: 'open'; plans: SocketPlan[] } | { kind: 'reset' } | { kind: 'count' } | { kind: 'close' };

let latencies: number[] = [];
let sockets: Socket[] = [];
const reply = (m: unknown) => process.send?.(m);

process.on('message', async (command: Command) => {
  try {
    if (command.kind === 'open') {
      sockets = await openAll(command.plans, (message) => {
        latencies.push(sinceSent(message));
      });
      reply({ kind: 'opened', sockets: sockets.length });
    } else if (command.kind === 'reset') {
      latencies = [];
      reply({ kind: 'reset' });
    } else if (command.kind === 'count') {
      reply({ kind: 'count', latencies });
    } else {
      for (const s of sockets) s.disconnect();
      process.exit(0);
    }
  } catch (err) {
    reply({ kind: 'error', message: (err as Error).message });
  }
});
