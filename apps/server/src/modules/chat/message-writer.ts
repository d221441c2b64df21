import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** A message to store: what chat_message holds, less what the database stamps. */
export interface MessageRow {
  pair: string;
  sender: string;
  receiver: string;
  receiverRole: string;
  messageType: number;
  body: string;
  clientId: string;
  /** to a freelancer: false when the sender asked for no reminder while it stays undelivered */
  remindOffline: boolean;
  /** moderation flagged it: stored with it for staff review */
  flag?: FlagRow;
}

/** What chat_flag keeps of a flagged message. */
export interface FlagRow {
  tags: string;
  matches: string;
}

/** What the database stamped on a stored message. */
export interface Stamp {
  id: number;
  ms: number;
}

interface Waiting {
  row: MessageRow;
  resolve: (stamp: Stamp | null) => void;
  reject: (err: unknown) => void;
}

/** At most this many messages in one statement. */
const BATCH_MAX = 200;

/**
 * Stores chat messages and both sides' conversations. Messages that arrive in the same turn of the event loop, or
 * while a write is under way, go together in one statement, so a busy server makes fewer, larger writes instead of
 * queueing one round trip per message. Each statement is atomic.
 */
export class MessageWriter {
  private readonly waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly db: Db) {}

  /** The stamp of the stored message, or null when this sender's clientId was already stored. */
  write(row: MessageRow): Promise<Stamp | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ row, resolve, reject });
      if (this.writing) return;
      // The write starts once this turn's incoming events are read: the embedded database answers without
      // yielding to I/O, so messages arriving together would otherwise go one statement each.
      this.writing = true;
      setImmediate(() => void this.drain());
    });
  }

  private async drain() {
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, BATCH_MAX);
        try {
          const stamps = await this.insert(batch.map((w) => w.row));
          for (const w of batch) {
            const key = keyOf(w.row.sender, w.row.clientId);
            const stamp = stamps.get(key);
            // The same clientId twice in one batch: the first gets the row, the other answers as a repeat.
            stamps.delete(key);
            w.resolve(stamp ?? null);
          }
        } catch (err) {
          for (const w of batch) w.reject(err);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  /**
   * One statement: the messages (a clientId already used by its sender inserts nothing), then each conversation
   * once, whatever the number of its messages in the batch: the latest message, and the receiver's unread count up
   * by as many as they received. Conversations are locked in one order, so concurrent writers never deadlock.
   */
  private async insert(rows: MessageRow[]): Promise<Map<string, Stamp>> {
    const values = sql.join(
      rows.map(
        (r) =>
          sql`(${r.pair}, ${r.sender}, ${r.receiver}, ${r.receiverRole}, ${r.messageType}, ${r.body}, ${r.clientId}, ${r.remindOffline})`,
      ),
      sql`, `,
    );
    const flagged = rows.filter((r) => r.flag);
    // Flags go in the same statement as their messages: a flagged message is never stored without its flag (one
    // flag per message, though a clientId sent twice in one batch brings two).
    const flags =
      flagged.length === 0
        ? sql``
        : sql`, flags as (
        insert into chat_flag (message_id, tags, matches)
        select distinct on (m.id) m.id, f.tags, f.matches from m
        join (values ${sql.join(
          flagged.map(
            (r) => sql`(${r.sender}::text, ${r.clientId}::text, ${r.flag?.tags}::text, ${r.flag?.matches}::text)`,
          ),
          sql`, `,
        )}) as f(sender, client_id, tags, matches) on f.sender = m.sender and f.client_id = m.client_id
      )`;
    const result = (await this.db.execute(sql`
      with m as (
        insert into chat_message (pair, sender, receiver, receiver_role, message_type, body, client_id, remind_offline)
        values ${values}
        on conflict (sender, client_id) do nothing
        returning id, sender, receiver, client_id, created_at
      ), sides as (
        select sender as owner, receiver as other, 0 as received, id, created_at from m
        union all
        select receiver, sender, 1, id, created_at from m
      ), conversations as (
        select owner, other, sum(received)::int as received, max(id) as last_id, max(created_at) as at
        from sides group by owner, other
      ), upserted as (
        insert into chat_conversation (owner, other, unread, last_message_id, updated_at)
        select owner, other, received, last_id, at from conversations order by owner, other
        on conflict (owner, other) do update
          set last_message_id = greatest(chat_conversation.last_message_id, excluded.last_message_id),
            updated_at = greatest(chat_conversation.updated_at, excluded.updated_at),
            unread = chat_conversation.unread + excluded.unread
      )${flags}
      select id, sender, client_id, (extract(epoch from created_at) * 1000)::bigint as ms from m`)) as unknown as {
      rows: { id: number | string; sender: string; client_id: string; ms: number | string }[];
    };
    return new Map(result.rows.map((r) => [keyOf(r.sender, r.client_id), { id: Number(r.id), ms: Number(r.ms) }]));
  }
}

const keyOf = (sender: string, clientId: string) => `${sender}\u0001${clientId}`;
