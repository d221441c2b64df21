import type { FastifyBaseLogger } from 'fastify';

/**
 * A socket the server could not settle: its token not checked, or its phone not brought online (the database,
 * Redis or the call centre away, this process stopping). Neither refused nor disconnected, which tell a client
 * its session ended: its connection closes as when a process goes away, and the client reconnects (through the
 * proxy, maybe to another process). A handshake's `next` called after this is dropped by socket.io unanswered.
 */
export function closeUnsettled(
  // any socket of any namespace (typed by the contract or not): only its connection is touched
  socket: { nsp: { name: string }; conn: { close(): unknown } },
  err: unknown,
  log: FastifyBaseLogger,
): void {
  log.warn({ err, namespace: socket.nsp.name }, 'socket not settled: connection closed, the client reconnects');
  socket.conn.close();
}
