import type { Locale } from '@console/domain/locale';
import { t } from '@console/domain/messages';
import type { Ack, AckData, EventsWithAck } from '@console/domain/realtime/ack';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import { AppError } from '../http/errors.js';

/** The events a typed socket listens to (its contract's client → server map). */
type ListenOf<S> = S extends Socket<infer Listen, infer _Emit, infer _Inter, infer _Data> ? Listen : never;

/**
 * Handles a client event that is answered through its acknowledgement (every client → server event of the
 * contract). `run` gets the payload as it came, unparsed: parsing it is the adapter's job. What `run` answers is
 * `{ code: 200, data }`; what it throws, `{ code, msg }` in the socket's language (an unexpected error: 500, logged,
 * with the socket id to quote). An event sent without a callback is still run; its answer goes nowhere.
 */
export function answerEvent<S extends Socket, E extends EventsWithAck<ListenOf<S>> & string>(
  socket: S,
  event: E,
  context: { locale: Locale; log: FastifyBaseLogger },
  run: (payload: unknown) => Promise<AckData<ListenOf<S>[E]>>,
): void {
  const listener = (...args: unknown[]) => {
    const last = args[args.length - 1];
    const reply = typeof last === 'function' ? (last as (ack: Ack<AckData<ListenOf<S>[E]>>) => void) : () => {};
    const payload = typeof last === 'function' ? args.slice(0, -1)[0] : args[0];
    void answer(reply, run, payload, socket.id, context);
  };
  // The listener takes the payload as it came (any shape), wider than the contract's: it listens as any socket may.
  const untyped: Socket = socket;
  const name: string = event;
  untyped.on(name, listener);
}

async function answer<T>(
  reply: (ack: Ack<T>) => void,
  run: (payload: unknown) => Promise<T>,
  payload: unknown,
  socketId: string,
  { locale, log }: { locale: Locale; log: FastifyBaseLogger },
): Promise<void> {
  try {
    reply({ code: 200, data: await run(payload) });
  } catch (err) {
    if (err instanceof AppError) return reply({ code: err.status, msg: t(locale, err.key, err.params) });
    log.error({ err }, 'socket event failed');
    reply({ code: 500, msg: t(locale, 'internal', { id: socketId }) });
  }
}
