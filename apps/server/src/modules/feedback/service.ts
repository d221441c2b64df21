import type { FeedbackStatus, FeedbackType } from '@console/domain/enums';
import { FEEDBACK_PENDING, USER_TYPE } from '@console/domain/enums';
import type {
  FeedbackCreateBody,
  FeedbackHistoryItem,
  FeedbackListQuery,
  FeedbackReplyBody,
} from '@console/domain/schemas/feedback';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataScope, SCOPED } from '../../db/data-scope.js';
import { keywordIn, orderBy, paginate, timeRange } from '../../db/list-query.js';
import { enterprise, feedback, sysUser } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { Principal } from '../../http/principal.js';
import type { NoticeService } from '../notices/service.js';

const historyColumns = {
  id: feedback.id,
  feedType: feedback.feedType,
  feedDesc: feedback.feedDesc,
  createdAt: feedback.createdAt,
  status: feedback.status,
  hasRead: feedback.hasRead,
  urls: feedback.urls,
  resultOut: feedback.resultOut,
  repliedAt: feedback.repliedAt,
};

interface RawHistory {
  id: number;
  feedType: string;
  feedDesc: string;
  createdAt: Date;
  status: string;
  hasRead: string;
  urls: string;
  resultOut: string | null;
  repliedAt: Date | null;
}

/** A row as the spec's history names its fields; the reply only once there is one (status ≠ 0). */
function historyItem({ createdAt, repliedAt, ...r }: RawHistory): FeedbackHistoryItem {
  const replied = r.status !== FEEDBACK_PENDING;
  return {
    ...r,
    feedType: r.feedType as FeedbackType,
    status: r.status as FeedbackStatus,
    hasRead: r.hasRead === '0' ? '0' : '1',
    addTime: createdAt.toISOString(),
    resultOut: replied ? r.resultOut : null,
    replyTime: replied ? (repliedAt?.toISOString() ?? null) : null,
  };
}

/** The WHERE of the feedback list: staff all, an enterprise user only their own (and their enterprise's). */
export function feedbackListWhere(p: Principal, q: FeedbackListQuery): SQL | undefined {
  return and(
    p.userType === USER_TYPE.enterprise ? eq(feedback.userId, p.userId) : undefined,
    dataScope(p, SCOPED.feedback, q.enterpriseId),
    q.status ? eq(feedback.status, q.status) : undefined,
    q.feedType ? eq(feedback.feedType, q.feedType) : undefined,
    keywordIn(q.keyword, feedback.feedDesc, feedback.resultOut, sysUser.username),
    timeRange(q, feedback.createdAt),
  );
}

export class FeedbackService {
  constructor(
    private readonly db: Db,
    private readonly notices: Pick<NoticeService, 'announce'>,
  ) {}

  async create(p: Principal, body: FeedbackCreateBody): Promise<void> {
    await this.db.insert(feedback).values({
      userId: p.userId,
      enterpriseId: p.enterpriseId,
      sourceType: body.sourceType,
      feedType: body.feedType,
      feedDesc: body.feedDesc,
      urls: body.urls.join(','),
      status: '0',
      hasRead: '1',
    });
  }

  /**
   * The caller's own history, newest first. The rows answer their hasRead as it was (the dots of this page);
   * then every unread reply of the caller is marked read: a successful load clears the unread flag (spec).
   */
  async history(p: Principal, q: { pageNum: number; pageSize: number; sourceType: string }) {
    const where = and(eq(feedback.userId, p.userId), eq(feedback.sourceType, q.sourceType));
    return this.db.transaction(async (tx) => {
      const page = await paginate(
        tx.select(historyColumns).from(feedback).where(where).$dynamic(),
        tx.select({ n: count() }).from(feedback).where(where),
        q,
        [desc(feedback.createdAt), desc(feedback.id)],
      );
      await tx
        .update(feedback)
        .set({ hasRead: '1' })
        .where(and(eq(feedback.userId, p.userId), eq(feedback.hasRead, '0')));
      return { rows: page.rows.map(historyItem), total: page.total };
    });
  }

  async list(p: Principal, q: FeedbackListQuery) {
    const where = feedbackListWhere(p, q);
    const order = orderBy(
      q,
      { createdAt: feedback.createdAt, repliedAt: feedback.repliedAt, status: feedback.status },
      { column: feedback.createdAt, direction: 'desc' },
      feedback.id,
    );
    const select = this.db
      .select({
        ...historyColumns,
        userId: feedback.userId,
        username: sysUser.username,
        userName: sysUser.name,
        enterpriseId: feedback.enterpriseId,
        enterpriseName: enterprise.name,
        repliedByName: sql<string | null>`(select r.name from sys_user r where r.id = ${feedback.repliedBy})`,
      })
      .from(feedback)
      .innerJoin(sysUser, eq(sysUser.id, feedback.userId))
      .leftJoin(enterprise, eq(enterprise.id, feedback.enterpriseId))
      .where(where)
      .$dynamic();
    const countQuery = this.db
      .select({ n: count() })
      .from(feedback)
      .innerJoin(sysUser, eq(sysUser.id, feedback.userId))
      .where(where);
    const page = await paginate(select, countQuery, q, order);
    return {
      rows: page.rows.map((r) => ({
        ...historyItem(r),
        userId: r.userId,
        username: r.username,
        userName: r.userName,
        enterpriseId: r.enterpriseId,
        enterpriseName: r.enterpriseName ?? null,
        repliedByName: r.repliedByName ?? null,
      })),
      total: page.total,
    };
  }

  /** Staff answer: the status and the reply; the author's unread flag lights (hasRead 0). */
  /** Answers the feedback's author, whom the reply is for. */
  /**
   * Replies and sets the status; the author's unread flag lights and a notice tells them, whoever called (a notice
   * that fails is logged, never the reply). The feedback is read in the feedback drawer, which has no page of its
   * own: the notice leads nowhere.
   */
  async reply(p: Principal, id: number, body: FeedbackReplyBody): Promise<void> {
    if (p.userType === USER_TYPE.enterprise) throw forbidden();
    const [done] = await this.db
      .update(feedback)
      .set({ status: body.status, resultOut: body.resultOut, hasRead: '0', repliedBy: p.userId, repliedAt: new Date() })
      .where(eq(feedback.id, id))
      .returning({ authorId: feedback.userId, feedDesc: feedback.feedDesc });
    if (!done) throw notFound();
    await this.notices.announce(
      { users: [done.authorId] },
      { kind: 'feedbackReplied', params: { feedDesc: done.feedDesc.slice(0, 30), status: body.status } },
    );
  }

  /** Whether the caller has a reply not yet seen. */
  async unread(p: Principal): Promise<boolean> {
    const [row] = await this.db
      .select({ id: feedback.id })
      .from(feedback)
      .where(and(eq(feedback.userId, p.userId), eq(feedback.hasRead, '0')))
      .limit(1);
    return Boolean(row);
  }
}
