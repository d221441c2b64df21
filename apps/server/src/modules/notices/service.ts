import { USER_TYPE } from '@console/domain/enums';
import type { Notice, NoticeKind, NoticeListQuery, NoticePage } from '@console/domain/schemas/chat';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { freelancer, notice, sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';

/** Whose notices: one console user or one freelancer. */
export type NoticeOwner = { userId: number } | { freelancerId: number };

/** Who a notice goes to, as the event knows them. */
export type NoticeAudience =
  | { users: number[] }
  | { enterpriseId: number }
  | { permission: string }
  | { freelancerId: number }
  /** a published notice's targets: every valid enterprise user (B), freelancer (C) or staff member (R), or those chosen of them */
  | { target: 'B' | 'C' | 'R'; ids?: number[] };

export interface NoticeDraft {
  kind: NoticeKind;
  params?: Record<string, string | number>;
  title?: string;
  content?: string;
  link?: string | null;
  /** the staff publication it comes from (read counts) */
  publicationId?: number;
}

/** Where new notices are announced (the socket server pushes them live). */
export type NoticeListener = (owner: NoticeOwner, n: Notice) => void;
export type NoticeReadListener = (owner: NoticeOwner, read: { id: number } | { all: true }) => void;

/**
 * System notices: written for real events (a task approved, an order delivered…), listed, marked read. Other
 * modules raise them through `raise`; they never write the table themselves.
 */
export class NoticeService {
  private readonly created = new Set<NoticeListener>();
  private readonly read = new Set<NoticeReadListener>();

  constructor(
    private readonly db: Db,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  /**
   * Raises a notice for an event that has already happened: a failure here is logged, never turned into a failed
   * answer for a change that was made.
   */
  async announce(audience: NoticeAudience, draft: NoticeDraft): Promise<void> {
    try {
      await this.raise(audience, draft);
    } catch (err) {
      this.log.warn({ err, kind: draft.kind }, 'notice not raised');
    }
  }

  onCreated(listener: NoticeListener) {
    this.created.add(listener);
  }

  onRead(listener: NoticeReadListener) {
    this.read.add(listener);
  }

  /** Writes one notice per recipient and pushes each live; answers how many were written. */
  async raise(audience: NoticeAudience, draft: NoticeDraft): Promise<number> {
    const owners = await this.recipients(audience);
    if (owners.length === 0) return 0;
    const rows = await this.db
      .insert(notice)
      .values(
        owners.map((o) => ({
          userId: 'userId' in o ? o.userId : null,
          freelancerId: 'freelancerId' in o ? o.freelancerId : null,
          kind: draft.kind,
          params: draft.params ?? {},
          title: draft.title ?? null,
          content: draft.content ?? null,
          link: draft.link ?? null,
          publicationId: draft.publicationId ?? null,
        })),
      )
      .returning();
    for (const row of rows) {
      const owner: NoticeOwner = row.userId !== null ? { userId: row.userId } : { freelancerId: row.freelancerId ?? 0 };
      for (const listener of this.created) listener(owner, present(row));
    }
    return rows.length;
  }

  async list(owner: NoticeOwner, q: NoticeListQuery): Promise<NoticePage> {
    const where = and(
      ownerIs(owner),
      q.read === '0' ? isNull(notice.readAt) : q.read === '1' ? sql`${notice.readAt} is not null` : undefined,
    );
    const [rows, [count]] = await Promise.all([
      this.db
        .select()
        .from(notice)
        .where(where)
        .orderBy(desc(notice.id))
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize),
      this.db.select({ n: sql<number>`count(*)::int` }).from(notice).where(where),
    ]);
    return { rows: rows.map(present), total: count?.n ?? 0 };
  }

  async markRead(owner: NoticeOwner, id: number): Promise<{ unread: number }> {
    const found = await this.db.query.notice.findFirst({ where: and(ownerIs(owner), eq(notice.id, id)) });
    if (!found) throw notFound();
    if (!found.readAt) {
      await this.db.update(notice).set({ readAt: new Date() }).where(eq(notice.id, id));
      for (const listener of this.read) listener(owner, { id });
    }
    return { unread: await this.unread(owner) };
  }

  async markAllRead(owner: NoticeOwner): Promise<{ unread: number }> {
    await this.db
      .update(notice)
      .set({ readAt: new Date() })
      .where(and(ownerIs(owner), isNull(notice.readAt)));
    for (const listener of this.read) listener(owner, { all: true });
    return { unread: 0 };
  }

  async unread(owner: NoticeOwner): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notice)
      .where(and(ownerIs(owner), isNull(notice.readAt)));
    return row?.n ?? 0;
  }

  private async recipients(audience: NoticeAudience): Promise<NoticeOwner[]> {
    if ('freelancerId' in audience) return [{ freelancerId: audience.freelancerId }];
    if ('target' in audience) {
      const chosen = audience.ids && audience.ids.length > 0 ? audience.ids : null;
      if (audience.target === 'C') {
        const rows = await this.db
          .select({ id: freelancer.id })
          .from(freelancer)
          .where(and(eq(freelancer.status, '1'), chosen ? inArray(freelancer.id, chosen) : undefined));
        return rows.map((r) => ({ freelancerId: r.id }));
      }
      const rows = await this.db
        .select({ id: sysUser.id })
        .from(sysUser)
        .where(
          and(
            eq(sysUser.userType, audience.target === 'B' ? USER_TYPE.enterprise : USER_TYPE.system),
            eq(sysUser.status, '1'),
            chosen ? inArray(sysUser.id, chosen) : undefined,
          ),
        );
      return rows.map((r) => ({ userId: r.id }));
    }
    if ('users' in audience) return [...new Set(audience.users)].map((userId) => ({ userId }));
    if ('enterpriseId' in audience) {
      const rows = await this.db
        .select({ id: sysUser.id })
        .from(sysUser)
        .where(
          and(
            eq(sysUser.enterpriseId, audience.enterpriseId),
            eq(sysUser.userType, USER_TYPE.enterprise),
            eq(sysUser.status, '1'),
          ),
        );
      return rows.map((r) => ({ userId: r.id }));
    }
    // Staff whose roles grant the permission code (a button node of the menu tree), or who hold a super role.
    const granted = this.db
      .select({ userId: sysUserRole.userId })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .leftJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.id))
      .leftJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
      .where(and(eq(sysRole.status, '1'), or(eq(sysRole.isSuper, true), eq(sysMenu.perms, audience.permission))));
    const rows = await this.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(and(eq(sysUser.userType, USER_TYPE.system), eq(sysUser.status, '1'), inArray(sysUser.id, granted)));
    return rows.map((r) => ({ userId: r.id }));
  }
}

function ownerIs(owner: NoticeOwner) {
  return 'userId' in owner ? eq(notice.userId, owner.userId) : eq(notice.freelancerId, owner.freelancerId);
}

function present(row: typeof notice.$inferSelect): Notice {
  return {
    id: row.id,
    kind: row.kind as NoticeKind,
    params: row.params,
    title: row.title,
    content: row.content,
    link: row.link,
    read: row.readAt !== null,
    createTime: row.createdAt.getTime(),
  };
}
