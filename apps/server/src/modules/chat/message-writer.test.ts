import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app.js';
import { countingDb } from '../../testing/counting-db.js';
import { type MessageRow, MessageWriter } from './message-writer.js';
import { pairOf } from './service.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const counting = () => countingDb(app.database.db);

const row = (sender: string, receiver: string, clientId: string): MessageRow => ({
  pair: pairOf(sender, receiver),
  sender,
  receiver,
  receiverRole: 'C',
  messageType: 1,
  body: `hello ${clientId}`,
  clientId,
  remindOffline: true,
});

describe('MessageWriter', () => {
  it('stores messages that arrive in the same turn in one statement, each once', async () => {
    const { db, statements } = counting();
    const writer = new MessageWriter(db);
    const b = `B${randomUUID().slice(0, 8)}`;
    const stamps = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => writer.write(row(b, 'C1', `m${i}`))),
      // the same clientId twice in one batch: the second answers as a repeat
      writer.write(row(b, 'C1', 'm0')),
    ]);
    expect(statements()).toBe(1);
    expect(stamps.at(-1)).toBeNull();
    expect(new Set(stamps.slice(0, 20).map((s) => s?.id)).size).toBe(20);
  });

  it('sends what arrives during a write together in the next statement', async () => {
    const { db, statements } = counting();
    const writer = new MessageWriter(db);
    const b = `B${randomUUID().slice(0, 8)}`;
    const first = writer.write(row(b, 'C2', 'first'));
    await new Promise((r) => setImmediate(r));
    // the first statement is under way: these three wait for it and go together
    const later = Promise.all([1, 2, 3].map((i) => writer.write(row(b, 'C2', `later${i}`))));
    await Promise.all([first, later]);
    expect(statements()).toBe(2);
  });
});
