import { USER_TYPE } from '@console/domain/enums';
import { maskName, maskPhone } from '@console/domain/masking';
import type {
  NoticePublishBody,
  PublicationListQuery,
  PublicationRow,
  RecipientOption,
} from '@console/domain/schemas/admin';
import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { keywordIn, orderBy, paginate, timeRange } from '../../db/list-query.js';
import { freelancer, notice, noticePublication, sysUser } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import type { Principal } from '../../http/principal.js';
import type { NoticeService } from './service.js';

type Target = 'B' | 'C' | 'R';
/** How often scheduled publications are looked for. */
export const SCHEDULE_TICK_MS = 15_000;

/**
 * Staff publish notices to targets B (enterprise users), C (freelancers) or R (platform staff), all of them or
 * chosen ones, now or at a set time. Delivery is the notice system's own (NoticeService.raise: the notice rows
 * and the live `notice` event); each notice carries its publication's id, which is how read counts are taken.
 */
export class NoticePublishing {
  constructor(
    private readonly db: Db,
    private readonly notices: NoticeService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Publishes now (sendAt empty or past) or schedules; answers the publication's id. */
  async publish(p: Principal, body: NoticePublishBody): Promise<{ id: number; status: 'sent' | 'scheduled' }> {
    const at = this.now();
    const sendAt = body.sendAt ? new Date(body.sendAt) : at;
    const scheduled = sendAt.getTime() > at.getTime();
    const [row] = await this.db
      .insert(noticePublication)
      .values({
        title: body.title,
        content: body.content,
        target: body.target,
        recipientIds: [...new Set(body.recipientIds)],
        status: scheduled ? 'scheduled' : 'sending',
        sendAt: scheduled ? sendAt : at,
        createdBy: p.userId,
      })
      .returning();
    if (!row) throw notFound();
    if (!scheduled) await this.deliver(row);
    return { id: row.id, status: scheduled ? 'scheduled' : 'sent' };
  }

  /** Sends every scheduled publication that is due; each is claimed once, whichever process looks first. */
  async sendDue(): Promise<number> {
    const due = await this.db
      .update(noticePublication)
      .set({ status: 'sending' })
      .where(and(eq(noticePublication.status, 'scheduled'), lte(noticePublication.sendAt, this.now())))
      .returning();
    for (const row of due) await this.deliver(row);
    return due.length;
  }

  private async deliver(row: typeof noticePublication.$inferSelect) {
    const sent = await this.notices.raise(
      { target: row.target as Target, ids: row.recipientIds },
      { kind: 'published', title: row.title, content: row.content, publicationId: row.id },
    );
    await this.db
      .update(noticePublication)
      .set({ status: 'sent', sentAt: this.now(), sentCount: sent })
      .where(eq(noticePublication.id, row.id));
  }

  /** A scheduled publication not yet sent can be withdrawn. */
  async cancel(id: number): Promise<void> {
    const [row] = await this.db
      .update(noticePublication)
      .set({ status: 'cancelled' })
      .where(and(eq(noticePublication.id, id), eq(noticePublication.status, 'scheduled')))
      .returning({ id: noticePublication.id });
    if (row) return;
    const exists = await this.db.query.noticePublication.findFirst({ where: eq(noticePublication.id, id) });
    if (!exists) throw notFound();
    throw conflict();
  }

  async list(q: PublicationListQuery) {
    const where = and(
      q.target ? eq(noticePublication.target, q.target) : undefined,
      q.status ? eq(noticePublication.status, q.status) : undefined,
      keywordIn(q.keyword, noticePublication.title, noticePublication.content),
      timeRange(q, noticePublication.createdAt),
    );
    const page = await paginate(
      this.db
        .select({
          row: noticePublication,
          createdByName: sysUser.name,
          readCount: sql<number>`(select count(*)::int from ${notice} where ${notice.publicationId} = ${noticePublication.id} and ${notice.readAt} is not null)`,
        })
        .from(noticePublication)
        .leftJoin(sysUser, eq(sysUser.id, noticePublication.createdBy))
        .where(where)
        .$dynamic(),
      this.db.select({ n: count() }).from(noticePublication).where(where),
      q,
      orderBy(
        q,
        { createdAt: noticePublication.createdAt, sendAt: noticePublication.sendAt },
        { column: noticePublication.createdAt, direction: 'desc' },
        noticePublication.id,
      ),
    );
    const rows: PublicationRow[] = page.rows.map(({ row, createdByName, readCount }) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      target: row.target as Target,
      recipientCount: row.recipientIds.length,
      status: row.status as PublicationRow['status'],
      sendAt: row.sendAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      sentCount: row.sentCount,
      readCount: Number(readCount),
      createdByName: createdByName ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
    return { rows, total: page.total };
  }

  /** Whom a notice can be sent to, searched (20 at most): names masked as the spec masks them. */
  async recipients(target: Target, keyword: string | undefined): Promise<RecipientOption[]> {
    if (target === 'C') {
      const rows = await this.db
        .select({ id: freelancer.id, name: freelancer.name, phone: freelancer.phone })
        .from(freelancer)
        .where(and(eq(freelancer.status, '1'), keywordIn(keyword, freelancer.name, freelancer.phone)))
        .orderBy(asc(freelancer.id))
        .limit(20);
      return rows.map((r) => ({ id: r.id, label: `${maskName(r.name)} ${maskPhone(r.phone)}` }));
    }
    const rows = await this.db
      .select({ id: sysUser.id, username: sysUser.username, name: sysUser.name })
      .from(sysUser)
      .where(
        and(
          eq(sysUser.userType, target === 'B' ? USER_TYPE.enterprise : USER_TYPE.system),
          eq(sysUser.status, '1'),
          keywordIn(keyword, sysUser.username, sysUser.name),
        ),
      )
      .orderBy(asc(sysUser.id))
      .limit(20);
    return rows.map((r) => ({ id: r.id, label: `${r.username} (${r.name})` }));
  }
}
