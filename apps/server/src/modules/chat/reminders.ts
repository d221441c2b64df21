import { CHAT_REMIND_AFTER_MS } from '@console/domain/schemas/chat';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SmsGateway } from '../../lib/sms-gateway.js';

/** How often the sweep looks for messages left undelivered. */
export const REMIND_TICK_MS = 60_000;
/** Messages one sweep deals with at most (the rest wait for the next tick). */
const SWEEP_MAX = 500;
/** Older than this when first looked at (the server was down meanwhile): too late to remind of. */
const REMIND_WITHIN_MS = 24 * 3_600_000;

/**
 * Reminders for the mini-app side: a message to a freelancer that has reached none of their sockets within
 * CHAT_REMIND_AFTER_MS (they are offline, or never confirmed it) queues a text message for them, one per freelancer
 * and sweep however many messages wait, naming who wrote. Not for a message its sender asked no reminder for, nor
 * one recalled, read or delivered by then. Each message is claimed once (`for update skip locked`, then stamped in
 * the same transaction), so with several server processes each message is looked at by one of them, once.
 */
export class ChatReminders {
  constructor(
    private readonly db: Db,
    private readonly sms: () => SmsGateway,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One sweep at `now`: answers how many reminders went out. */
  async sweep(now = new Date()): Promise<number> {
    const due = new Date(now.getTime() - CHAT_REMIND_AFTER_MS);
    const stale = new Date(now.getTime() - REMIND_WITHIN_MS);
    const claimed = await this.db.transaction(async (tx) => {
      const result = (await tx.execute(sql`
        with due as (
          select id from chat_message
          where receiver_role = 'C' and remind_offline and reminded_at is null and created_at < ${due}
          order by created_at
          limit ${SWEEP_MAX}
          for update skip locked
        ), stamped as (
          update chat_message m set reminded_at = ${now}
          from due where m.id = due.id
          returning m.id, m.sender, m.receiver, m.created_at, m.recalled_at
        )
        select s.receiver, f.phone, count(*)::int as count, min(e.name) as from_name
        from stamped s
        join freelancer f on f.socket_id = s.receiver
        left join chat_conversation c on c.owner = s.receiver and c.other = s.sender
        left join sys_user u on u.socket_id = s.sender
        left join enterprise e on e.id = u.enterprise_id
        where s.recalled_at is null
          and s.created_at >= ${stale}
          and s.id > coalesce(greatest(c.delivered_id, c.read_id), 0)
        group by s.receiver, f.phone`)) as unknown as {
        rows: { receiver: string; phone: string; count: number | string; from_name: string | null }[];
      };
      return result.rows;
    });
    let sent = 0;
    for (const r of claimed) {
      try {
        await this.sms().sendChatReminder(r.phone, { count: Number(r.count), from: r.from_name ?? '' });
        sent++;
      } catch (err) {
        // One failed text does not hold the others back; the message stays stamped (no reminder storm on retries).
        this.log.warn({ err, receiver: r.receiver }, 'chat reminder not sent');
      }
    }
    return sent;
  }
}
