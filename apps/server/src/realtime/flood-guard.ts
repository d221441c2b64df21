import type { Locale } from '@console/domain/locale';
import { t } from '@console/domain/messages';
import type { AckCallback } from '@console/domain/realtime/ack';

/** Events per socket in a 10 s window before it is answered 429 (a client sends a few per second at most). */
const EVENTS_PER_WINDOW = 60;
const WINDOW_MS = 10_000;

/** The part of a socket (of any namespace) the guard needs. */
interface GuardedSocket {
  use(fn: (event: [string, ...unknown[]], next: (err?: Error) => void) => void): unknown;
}

/**
 * Every event of the socket counts; over the limit an event is answered 429 and not handled, so a burst costs no
 * database reads. Chat and phone sockets alike.
 */
export function floodGuard(socket: GuardedSocket, locale: Locale): void {
  let windowStart = Date.now();
  let count = 0;
  socket.use(([, ...args], next) => {
    const now = Date.now();
    if (now - windowStart > WINDOW_MS) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    if (count <= EVENTS_PER_WINDOW) return next();
    const ack = args[args.length - 1];
    if (typeof ack === 'function') (ack as AckCallback<never>)({ code: 429, msg: t(locale, 'rateLimited') });
  });
}
