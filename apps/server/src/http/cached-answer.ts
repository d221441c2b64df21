import type { FastifyReply } from 'fastify';
import { readCacheOf } from '../db/read-cache.js';
import { ok } from './envelope.js';

/** Which answer of the read cache a request asks for: the tables its query reads and what else decides it. */
export interface CachedRead {
  tables: readonly string[];
  key: string;
}

/**
 * A route's `ok(data)` answer as the JSON bytes the route's schema serialises it to, kept in the read cache until
 * one of `read.tables` is written. A kept answer is sent as it is: turning a page of rows into JSON and then into
 * UTF-8 cost more than everything else a cached list did.
 */
export async function cachedAnswer(
  reply: FastifyReply,
  read: CachedRead,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await readCacheOf(reply.server.database.db).get(read.tables, read.key, async () =>
    Buffer.from(reply.serialize(ok(await load())) as string),
  );
  return sendJsonBytes(reply, body);
}

/** Sends an answer already serialised by the route's schema, as it is. */
export function sendJsonBytes(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
