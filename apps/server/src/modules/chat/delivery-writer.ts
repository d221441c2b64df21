import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** How far a conversation's owner got with the other party's messages, after a delivery mark. */
export interface DeliveredRow {
  owner: string;
  other: string;
  delivered: number;
  read: number;
}

interface Mark {
  owner: string;
  other: string;
  upTo: number;
  /** the callers of this conversation in the batch: the first hears how far it moved, the others that it is told */
  waiters: { resolve: (row: DeliveredRow | null) => void; reject: (err: unknown) => void }[];
}

/** At most this many conversations in one statement. */
const BATCH_MAX = 500;

/**
 * Stores delivery marks (a socket got the other party's messages up to an id). Marks that arrive in the same turn
 * of the event loop, or while a write is under way, go together in one statement, and several marks of one
 * conversation count once, at the highest id: every message a busy chat stores brings a mark back, and one round
 * trip each would queue behind the messages themselves.
 */
export class DeliveryWriter {
  private readonly waiting = new Map<string, Mark>();
  private writing = false;

  constructor(private readonly db: Db) {}

  /**
   * The conversation as the mark left it, or null when the mark moved nothing (an id already counted, no such
   * conversation, or another mark of the same batch already reports the move). The id is capped at the
   * conversation's latest message.
   */
  mark(owner: string, other: string, upTo: number): Promise<DeliveredRow | null> {
    return new Promise((resolve, reject) => {
      const key = `${owner}\u0001${other}`;
      const mark = this.waiting.get(key);
      if (mark) {
        mark.upTo = Math.max(mark.upTo, upTo);
        mark.waiters.push({ resolve, reject });
      } else {
        this.waiting.set(key, { owner, other, upTo, waiters: [{ resolve, reject }] });
      }
      if (this.writing) return;
      // The embedded database answers without yielding to I/O: the write starts once this turn's events are read.
      this.writing = true;
      setImmediate(() => void this.drain());
    });
  }

  private async drain() {
    try {
      while (this.waiting.size > 0) {
        const batch: Mark[] = [];
        for (const [key, mark] of this.waiting) {
          batch.push(mark);
          this.waiting.delete(key);
          if (batch.length === BATCH_MAX) break;
        }
        try {
          const moved = await this.update(batch);
          for (const mark of batch) {
            const row = moved.get(`${mark.owner}\u0001${mark.other}`) ?? null;
            for (const [i, w] of mark.waiters.entries()) w.resolve(i === 0 ? row : null);
          }
        } catch (err) {
          for (const mark of batch) for (const w of mark.waiters) w.reject(err);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  /**
   * One statement for the batch. The conversations are locked in (owner, other) order, as the message writer locks
   * them, so the two writers never deadlock each other.
   */
  private async update(batch: Mark[]): Promise<Map<string, DeliveredRow>> {
    const values = sql.join(
      batch.map((m) => sql`(${m.owner}::text, ${m.other}::text, ${m.upTo}::bigint)`),
      sql`, `,
    );
    const result = (await this.db.execute(sql`
      with v(owner, other, up_to) as (values ${values}),
      locked as (
        select c.owner, c.other, least(v.up_to, c.last_message_id) as up_to
        from chat_conversation c join v on c.owner = v.owner and c.other = v.other
        where c.delivered_id < least(v.up_to, c.last_message_id)
        order by c.owner, c.other
        for update of c
      )
      update chat_conversation c set delivered_id = l.up_to
      from locked l
      where c.owner = l.owner and c.other = l.other and c.delivered_id < l.up_to
      returning c.owner, c.other, c.delivered_id, c.read_id`)) as unknown as {
      rows: { owner: string; other: string; delivered_id: number | string; read_id: number | string }[];
    };
    return new Map(
      result.rows.map((r) => [
        `${r.owner}\u0001${r.other}`,
        { owner: r.owner, other: r.other, delivered: Number(r.delivered_id), read: Number(r.read_id) },
      ]),
    );
  }
}
