import type { PiiRevealBody, PiiRevealLogQuery, PiiRevealLogRow } from '@console/domain/schemas/pii';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { keywordIn, orderBy, paginate, timeRange } from '../../db/list-query.js';
import { openValue, protectedColumn } from '../../db/protected-columns.js';
import { piiRevealLog } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { Principal } from '../../http/principal.js';
import type { KeyRing } from '../../lib/key-ring.js';

/** Where a reveal came from, as the log keeps it. */
export interface RevealOrigin {
  ip: string;
  userAgent: string | undefined;
}

/**
 * Protected values shown in plain text one at a time, each reveal logged (who, which field of which record, when,
 * from where) in the same transaction that reads it: a value is never answered without its log entry.
 */
export class PiiService {
  constructor(
    private readonly db: Db,
    private readonly keys: KeyRing,
  ) {}

  async reveal(p: Principal, body: PiiRevealBody, origin: RevealOrigin): Promise<string | null> {
    const c = protectedColumn(body.entity, body.field);
    if (!c) throw notFound();
    return this.db.transaction(async (tx) => {
      const [row] = (await tx.select({ value: c.value }).from(c.table).where(eq(c.id, body.id))) as {
        value: string | null;
      }[];
      if (!row) throw notFound();
      await tx.insert(piiRevealLog).values({
        userId: p.userId,
        username: p.username,
        entity: body.entity,
        recordId: body.id,
        field: body.field,
        ip: origin.ip.slice(0, 64),
        userAgent: origin.userAgent?.slice(0, 300) ?? null,
      });
      return openValue(this.keys, c, row.value);
    });
  }

  async log(q: PiiRevealLogQuery): Promise<{ rows: PiiRevealLogRow[]; total: number }> {
    const where = and(
      q.entity ? eq(piiRevealLog.entity, q.entity) : undefined,
      q.field ? eq(piiRevealLog.field, q.field) : undefined,
      q.recordId ? eq(piiRevealLog.recordId, q.recordId) : undefined,
      keywordIn(q.keyword, piiRevealLog.username, piiRevealLog.ip),
      timeRange(q, piiRevealLog.createdAt),
    );
    const page = await paginate(
      this.db.select().from(piiRevealLog).where(where).$dynamic(),
      this.db.select({ n: count() }).from(piiRevealLog).where(where),
      q,
      orderBy(
        q,
        { createdAt: piiRevealLog.createdAt, username: piiRevealLog.username },
        { column: piiRevealLog.createdAt, direction: 'desc' },
        piiRevealLog.id,
      ),
    );
    return {
      rows: page.rows.map((r) => ({
        ...r,
        entity: r.entity as PiiRevealLogRow['entity'],
        field: r.field as PiiRevealLogRow['field'],
        createdAt: r.createdAt.toISOString(),
      })),
      total: page.total,
    };
  }
}
