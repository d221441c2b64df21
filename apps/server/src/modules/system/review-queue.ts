import { USER_TYPE } from '@console/domain/enums';
import type { ReviewQueueQuery, ReviewQueueRow } from '@console/domain/schemas/admin';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataScope, SCOPED } from '../../db/data-scope.js';
import { keywordIn, orderBy, paginate, timeRange } from '../../db/list-query.js';
import { enterprise, task } from '../../db/schema/index.js';
import { forbidden } from '../../http/errors.js';
import type { Principal } from '../../http/principal.js';

/** The one status the queue shows: 1 pending review (the task workflow approves or rejects it). */
const PENDING_REVIEW = '1';

/**
 * The staff review queue: every enterprise's tasks waiting for review, oldest submission first. Read only; the
 * decisions go through the task workflow's own calls (POST /client/task/:id/approve | reject).
 */
export async function reviewQueue(db: Db, p: Principal, q: ReviewQueueQuery) {
  if (p.userType !== USER_TYPE.system) throw forbidden();
  const where = and(
    eq(task.status, PENDING_REVIEW),
    dataScope(p, SCOPED.task, q.enterpriseId),
    keywordIn(q.keyword, task.title, task.taskNo),
    timeRange(q, task.createdAt),
  );
  const page = await paginate(
    db
      .select({
        id: task.id,
        taskNo: task.taskNo,
        title: task.title,
        enterpriseId: task.enterpriseId,
        enterpriseName: enterprise.name,
        price: task.price,
        pricingUnit: task.pricingUnit,
        headcount: task.headcount,
        submittedAt: task.submittedAt,
      })
      .from(task)
      .innerJoin(enterprise, eq(enterprise.id, task.enterpriseId))
      .where(where)
      .$dynamic(),
    db.select({ n: count() }).from(task).where(where),
    q,
    orderBy(
      q,
      { submittedAt: task.submittedAt, createdAt: task.createdAt, price: task.price },
      { column: task.submittedAt, direction: 'asc' },
      task.id,
    ),
  );
  const rows: ReviewQueueRow[] = page.rows.map((r) => ({
    ...r,
    price: String(r.price),
    headcount: Number(r.headcount),
    submittedAt: r.submittedAt?.toISOString() ?? null,
  }));
  return { rows, total: page.total };
}
