import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { idempotencyKey } from '../db/schema/index.js';
import { AppError, badRequest, conflict } from './errors.js';

/**
 * Idempotent writes (the IETF Idempotency-Key header draft): a signed-in caller sends `Idempotency-Key` with a
 * POST, PUT, PATCH or DELETE, and however often that request arrives (a double click, a retry after a lost
 * answer, another instance), the route runs once. The first request claims the key in the database before its
 * route runs; its successful answer is stored and every repeat gets it back (`Idempotent-Replayed: true`).
 * A repeat arriving while the first still runs waits for it; a failed first answer frees the key, so the caller
 * may correct the request and send it again. The same key with another request is refused (422).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** visible ASCII, as a UUID or any opaque token is */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** how long a stored answer is kept and replayed */
const KEPT = sql`now() - interval '1 day'`;
/** a claim still unanswered after this long belongs to a request that was lost with its instance */
const ABANDONED = sql`now() - interval '5 minutes'`;
/** how long a repeat waits for the first request before answering 409 */
export const IDEMPOTENCY_WAIT_MS = 10_000;
const POLL_MS = 50;

interface Claim {
  owner: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the key this request claimed; its answer is stored when it succeeds */
    idempotencyClaim: Claim | null;
  }
}

type Outcome = { kind: 'claimed' } | { kind: 'stored'; statusCode: number; contentType: string | null; body: string };

function ownerOf(request: FastifyRequest): string | null {
  if (request.principal) return `u:${request.principal.userId}`;
  if (request.freelancer) return `f:${request.freelancer.freelancerId}`;
  if (request.applicant) return `a:${request.applicant.applicationId}`;
  return null;
}

function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method}\n${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

const sameKey = (c: Claim) => and(eq(idempotencyKey.owner, c.owner), eq(idempotencyKey.key, c.key));

/** Claims the key, or answers what its first request stored (waiting for it while it runs). */
async function claim(db: Db, c: Claim, fingerprint: string): Promise<Outcome> {
  const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
  for (;;) {
    // An expired answer or an abandoned claim gives way to this request.
    await db
      .delete(idempotencyKey)
      .where(
        and(
          sameKey(c),
          or(
            lt(idempotencyKey.createdAt, KEPT),
            and(isNull(idempotencyKey.statusCode), lt(idempotencyKey.createdAt, ABANDONED)),
          ),
        ),
      );
    const claimed = await db
      .insert(idempotencyKey)
      .values({ ...c, fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKey.key });
    if (claimed.length > 0) return { kind: 'claimed' };
    const [row] = await db.select().from(idempotencyKey).where(sameKey(c));
    // Freed meanwhile (the first request failed): claim it now.
    if (!row) continue;
    if (row.fingerprint !== fingerprint) throw new AppError(422, 'idempotencyKeyReused');
    if (row.statusCode !== null && row.body !== null) {
      return { kind: 'stored', statusCode: row.statusCode, contentType: row.contentType, body: row.body };
    }
    if (Date.now() >= deadline) throw conflict('idempotencyInProgress');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function settle(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const c = request.idempotencyClaim;
  if (!c) return;
  request.idempotencyClaim = null;
  const db = app.database.db;
  try {
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      const contentType = reply.getHeader('content-type');
      await db
        .update(idempotencyKey)
        .set({ statusCode: reply.statusCode, contentType: contentType ? String(contentType) : null, body: payload })
        .where(sameKey(c));
    } else {
      await db.delete(idempotencyKey).where(sameKey(c));
    }
  } catch (err) {
    // The caller still gets its answer; the claim is taken over once abandoned.
    request.log.warn({ err }, 'idempotency key not settled');
  }
}

export function registerIdempotency(app: FastifyInstance) {
  app.decorateRequest('idempotencyClaim', null);

  // After the access hook and validation, before the route: only a valid request of a known caller claims.
  app.addHook('preHandler', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const owner = ownerOf(request);
    // Public writes (sign-in) have no caller to scope a key to; an upload's body is a stream.
    if (!owner || request.isMultipart()) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) throw badRequest('idempotencyKeyInvalid');
    const c = { owner, key: header };
    const outcome = await claim(app.database.db, c, fingerprintOf(request));
    if (outcome.kind === 'claimed') {
      request.idempotencyClaim = c;
      return;
    }
    reply.code(outcome.statusCode).header(REPLAYED_HEADER, 'true');
    if (outcome.contentType) reply.type(outcome.contentType);
    return reply.send(outcome.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    await settle(app, request, reply, payload);
    return payload;
  });
  // A request that ended without an answer (aborted) frees its key.
  app.addHook('onResponse', async (request, reply) => settle(app, request, reply, null));

  const sweep = setInterval(() => {
    app.database.db
      .delete(idempotencyKey)
      .where(lt(idempotencyKey.createdAt, KEPT))
      .catch((err: unknown) => app.log.warn({ err }, 'idempotency sweep failed'));
  }, 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
