/**
 * The chat bench's listening sockets, in a process of their own (forked by chat.ts): thousands of sockets each
 * receiving every message of their pair would otherwise share the senders' event loop and delay the
 * acknowledgements the bench times. Driven over IPC: `open` (plans) → `opened`, `reset`, `count` → `count`, `close`.
 */
import type { Socket } from 'socket.io-client';
import { openAll, type SocketPlan } from './chat-sockets.js';

type Command = { kind: 'open'; plans: SocketPlan[] } | { kind: 'reset' } | { kind: 'count' } | { kind: 'close' };

let delivered = 0;
let sockets: Socket[] = [];
const reply = (m: unknown) => process.send?.(m);

process.on('message', async (command: Command) => {
  try {
    if (command.kind === 'open') {
      sockets = await openAll(command.plans, () => {
        delivered++;
      });
      reply({ kind: 'opened', sockets: sockets.length });
    } else if (command.kind === 'reset') {
      delivered = 0;
      reply({ kind: 'reset' });
    } else if (command.kind === 'count') {
      reply({ kind: 'count', delivered });
    } else {
      for (const s of sockets) s.disconnect();
      process.exit(0);
    }
  } catch (err) {
    reply({ kind: 'error', message: (err as Error).message });
  }
});
