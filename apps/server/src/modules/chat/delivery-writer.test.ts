import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app.js';
import { countingDb } from '../../testing/counting-db.js';
import { DeliveryWriter } from './delivery-writer.js';
import { MessageWriter } from './message-writer.js';
import { pairOf } from './service.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

/** A conversation from a new enterprise user to freelancer `c` with `n` messages; the ids of the messages. */
async function conversation(c: string, n: number): Promise<{ b: string; ids: number[] }> {
  const b = `B${randomUUID().slice(0, 8)}`;
  const writer = new MessageWriter(app.database.db);
  const stamps = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      writer.write({
        pair: pairOf(b, c),
        sender: b,
        receiver: c,
        receiverRole: 'C',
        messageType: 1,
        body: `m${i}`,
        clientId: `m${i}`,
        remindOffline: false,
      }),
    ),
  );
  return { b, ids: stamps.map((s) => s?.id ?? 0) };
}

describe('DeliveryWriter', () => {
  it('counts the marks of one turn in one statement, each conversation once at its highest id', async () => {
    const c = `C${randomUUID().slice(0, 8)}`;
    const one = await conversation(c, 3);
    const two = await conversation(c, 2);
    const { db, statements } = countingDb(app.database.db);
    const writer = new DeliveryWriter(db);
    const [first, second, third, other] = await Promise.all([
      writer.mark(c, one.b, one.ids[0] ?? 0),
      writer.mark(c, one.b, one.ids[2] ?? 0),
      writer.mark(c, one.b, one.ids[1] ?? 0),
      writer.mark(c, two.b, two.ids[1] ?? 0),
    ]);
    expect(statements()).toBe(1);
    // the conversation moved once, to its highest mark; the first caller reports it
    expect(first).toMatchObject({ owner: c, other: one.b, delivered: one.ids[2], read: 0 });
    expect(second).toBeNull();
    expect(third).toBeNull();
    expect(other).toMatchObject({ owner: c, other: two.b, delivered: two.ids[1] });
  });

  it('moves nothing for an id already counted, caps at the latest message, ignores unknown conversations', async () => {
    const c = `C${randomUUID().slice(0, 8)}`;
    const { b, ids } = await conversation(c, 2);
    const writer = new DeliveryWriter(app.database.db);
    const last = ids[1] ?? 0;
    expect(await writer.mark(c, b, 10 ** 12)).toMatchObject({ delivered: last });
    expect(await writer.mark(c, b, ids[0] ?? 0)).toBeNull();
    expect(await writer.mark(c, b, last)).toBeNull();
    expect(await writer.mark(c, `B${randomUUID().slice(0, 8)}`, 5)).toBeNull();
  });

  it('sends what arrives during a write in the next statement', async () => {
    const c = `C${randomUUID().slice(0, 8)}`;
    const { b, ids } = await conversation(c, 2);
    const { db, statements } = countingDb(app.database.db);
    const writer = new DeliveryWriter(db);
    const first = writer.mark(c, b, ids[0] ?? 0);
    await new Promise((resolve) => setImmediate(resolve));
    const second = writer.mark(c, b, ids[1] ?? 0);
    expect(await first).toMatchObject({ delivered: ids[0] });
    expect(await second).toMatchObject({ delivered: ids[1] });
    expect(statements()).toBe(2);
  });
});
