import type { FastifyInstance } from 'fastify';
import type { Revocation } from '../lib/revocations.js';

/**
 * Rooms: every socket of one sign-in joins its sign-in's rooms, so an ended session or a push reaches all of them
 * on any process; chat ids and seats have theirs. All room names live here, so no two can collide.
 */
export const rooms = {
  user: (userId: number) => `u:${userId}`,
  session: (sessionId: number) => `s:${sessionId}`,
  freelancer: (freelancerId: number) => `f:${freelancerId}`,
  freelancerToken: (tokenHash: string) => `t:${tokenHash}`,
  chat: (chatId: string) => `chat:${chatId}`,
  /** the seat's phone (the /phone namespace) */
  agent: (agentId: string) => `a:${agentId}`,
  /** a call centre's wallboard (the /wallboard namespace) */
  wallboard: (oemSerial: string) => `wb:${oemSerial}`,
};

/** A console sign-in (a session of a user) or a freelancer's (a token), whose sockets a revocation must reach. */
export type SignIn =
  | { kind: 'user'; userId: number; sessionId: number }
  | { kind: 'freelancer'; freelancerId: number; tokenHash: string };

/** A revocation that ends console sign-ins (a session, or a user's sessions but one). */
export type ConsoleRevocation = Extract<Revocation, { kind: 'session' | 'user' }>;

/** The part of a socket.io server or namespace (any contract) a revocation needs. */
interface Broadcast {
  except(room: string): Broadcast;
  disconnectSockets(close?: boolean): void;
}
interface SocketRooms {
  in(room: string): Broadcast;
}

/** Joins a socket to its sign-in's rooms, and to `others`, so a revocation reaches it on every process. */
export async function joinSignIn(
  socket: { join(rooms: string[]): unknown },
  signIn: SignIn,
  ...others: string[]
): Promise<void> {
  const own =
    signIn.kind === 'user'
      ? [rooms.user(signIn.userId), rooms.session(signIn.sessionId)]
      : [rooms.freelancer(signIn.freelancerId), rooms.freelancerToken(signIn.tokenHash)];
  await socket.join([...own, ...others]);
}

/** The longest a revocation's sockets wait for what `ended` does first. */
const ENDED_WAIT_MS = 2_000;

/**
 * The one revocation handling of every namespace: when a sign-in ends (sign-out, force sign-out, freeze, password
 * change: lib/revocations.ts), its sockets here are disconnected on every process, at once. `ended` runs first for
 * each console revocation and the sockets drop once it has settled: the phone desk takes the seats of the sessions
 * it ended offline before their phones hear that they are over.
 */
export function dropOnRevocation(
  app: FastifyInstance,
  sockets: SocketRooms,
  ended?: (r: ConsoleRevocation) => Promise<void>,
): void {
  app.auth.revocations.on((r) => {
    if (!ended || (r.kind !== 'session' && r.kind !== 'user')) return drop(sockets, r);
    // A database that does not answer delays the drop by ENDED_WAIT_MS at most.
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ENDED_WAIT_MS);
    });
    Promise.race([ended(r), waited]).finally(() => {
      clearTimeout(timer);
      drop(sockets, r);
    });
  });
  app.freelancerAuth.revocations.on((r) => drop(sockets, r));
}

function drop(sockets: SocketRooms, r: Revocation): void {
  if (r.kind === 'session') sockets.in(rooms.session(r.sessionId)).disconnectSockets(true);
  else if (r.kind === 'user') {
    const target = sockets.in(rooms.user(r.userId));
    (r.keepSessionId === undefined ? target : target.except(rooms.session(r.keepSessionId))).disconnectSockets(true);
  } else if (r.kind === 'freelancerToken') sockets.in(rooms.freelancerToken(r.tokenHash)).disconnectSockets(true);
  else sockets.in(rooms.freelancer(r.freelancerId)).disconnectSockets(true);
}
