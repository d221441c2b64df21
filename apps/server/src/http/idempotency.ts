import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
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
 *
 * Nothing secret rests in the store: the key is kept as its SHA-256, the request's fingerprint is keyed with it
 * (a password change's body cannot be guessed back), and the answer fields a route declares secret
 * (`config.secretAnswer`: a one-time password, a token, a code) are sealed with AES-256-GCM under a key derived
 * from the Idempotency-Key itself. Only the caller holding that key can have them replayed; the database alone
 * (a dump, a backup, a reader of the table) cannot open them.
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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** fields of the answer's `data` (dot paths) that are secrets: sealed in the idempotency store, never plain */
    secretAnswer?: readonly string[];
  }
}

interface Claim {
  owner: string;
  /** SHA-256 of the caller's key: the key itself opens the sealed fields, so it is not stored */
  key: string;
  /** the AES key the answer's secret fields are sealed with, derived from the caller's key (never stored) */
  sealKey: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the key this request claimed; its answer is stored when it succeeds */
    idempotencyClaim: Claim | null;
  }
}

type Outcome =
  | { kind: 'claimed' }
  | { kind: 'stored'; statusCode: number; contentType: string | null; body: string; sealed: string | null };

function ownerOf(request: FastifyRequest): string | null {
  if (request.principal) return `u:${request.principal.userId}`;
  if (request.freelancer) return `f:${request.freelancer.freelancerId}`;
  if (request.applicant) return `a:${request.applicant.applicationId}`;
  return null;
}

function claimOf(owner: string, rawKey: string): Claim {
  return {
    owner,
    key: createHash('sha256').update(rawKey).digest('hex'),
    sealKey: Buffer.from(hkdfSync('sha256', rawKey, owner, 'idempotent answer secrets', 32)),
  };
}

/** Keyed with the caller's key: a stored fingerprint of a body holding a password is no unsalted hash of it. */
function fingerprintOf(request: FastifyRequest, rawKey: string): string {
  return createHmac('sha256', rawKey)
    .update(`${request.method}\n${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Takes the declared secret fields out of an envelope's `data`: the answer left and the fields taken. */
function takeSecrets(body: string, paths: readonly string[]): { rest: string; secrets: Json } | null {
  let envelope: unknown;
  try {
    envelope = JSON.parse(body);
  } catch {
    return null;
  }
  const secrets: Json = {};
  for (const path of paths) {
    const parts = path.split('.');
    const last = parts.pop() as string;
    let holder: unknown = isObject(envelope) ? envelope.data : undefined;
    for (const part of parts) holder = isObject(holder) ? holder[part] : undefined;
    if (isObject(holder) && last in holder) {
      secrets[path] = holder[last];
      delete holder[last];
    }
  }
  return { rest: JSON.stringify(envelope), secrets };
}

function putSecrets(body: string, secrets: Json): string {
  const envelope = JSON.parse(body) as Json;
  for (const [path, value] of Object.entries(secrets)) {
    const parts = path.split('.');
    const last = parts.pop() as string;
    let holder = envelope.data as Json;
    for (const part of parts) holder = holder[part] as Json;
    holder[last] = value;
  }
  return JSON.stringify(envelope);
}

function seal(key: Buffer, secrets: Json): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64');
}

function unseal(key: Buffer, sealed: string): Json {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
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
      .values({ owner: c.owner, key: c.key, fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKey.key });
    if (claimed.length > 0) return { kind: 'claimed' };
    const [row] = await db.select().from(idempotencyKey).where(sameKey(c));
    // Freed meanwhile (the first request failed): claim it now.
    if (!row) continue;
    if (row.fingerprint !== fingerprint) throw new AppError(422, 'idempotencyKeyReused');
    if (row.statusCode !== null && row.body !== null) {
      return {
        kind: 'stored',
        statusCode: row.statusCode,
        contentType: row.contentType,
        body: row.body,
        sealed: row.sealed,
      };
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
      const secretPaths = request.routeOptions.config?.secretAnswer ?? [];
      const taken = secretPaths.length > 0 ? takeSecrets(payload, secretPaths) : null;
      // A declared-secret answer that is not the JSON envelope is not kept at all: the key is freed instead.
      if (secretPaths.length > 0 && !taken) {
        await db.delete(idempotencyKey).where(sameKey(c));
        return;
      }
      await db
        .update(idempotencyKey)
        .set({
          statusCode: reply.statusCode,
          contentType: contentType ? String(contentType) : null,
          body: taken ? taken.rest : payload,
          sealed: taken ? seal(c.sealKey, taken.secrets) : null,
        })
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
  // Hooks without a promise on the way of requests that carry no key (every read): one less turn per request.
  app.addHook('preHandler', (request, reply, done) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (!WRITE_METHODS.has(request.method) || header === undefined) return done();
    return claimFor(request, reply, header);
  });
  const claimFor = async (request: FastifyRequest, reply: FastifyReply, header: string | string[]) => {
    const owner = ownerOf(request);
    // Public writes (sign-in) have no caller to scope a key to; an upload's body is a stream.
    if (!owner || request.isMultipart()) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) throw badRequest('idempotencyKeyInvalid');
    const c = claimOf(owner, header);
    const outcome = await claim(app.database.db, c, fingerprintOf(request, header));
    if (outcome.kind === 'claimed') {
      request.idempotencyClaim = c;
      return;
    }
    reply.code(outcome.statusCode).header(REPLAYED_HEADER, 'true');
    if (outcome.contentType) reply.type(outcome.contentType);
    return reply.send(outcome.sealed ? putSecrets(outcome.body, unseal(c.sealKey, outcome.sealed)) : outcome.body);
  };

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.idempotencyClaim) return done(null, payload);
    settle(app, request, reply, payload).then(() => done(null, payload));
  });
  // A request that ended without an answer (aborted) frees its key.
  app.addHook('onResponse', (request, reply, done) => {
    if (!request.idempotencyClaim) return done();
    settle(app, request, reply, null).then(() => done());
  });

  const sweep = setInterval(() => {
    app.database.db
      .delete(idempotencyKey)
      .where(lt(idempotencyKey.createdAt, KEPT))
      .catch((err: unknown) => app.log.warn({ err }, 'idempotency sweep failed'));
  }, 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
