import { USER_TYPE } from '@console/domain/enums';
import type { DeptBody, DeptCreateBody, DeptNode } from '@console/domain/schemas/admin';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { dataScope, SCOPED } from '../../db/data-scope.js';
import { enterprise, sysDept, sysUser } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { Principal } from '../../http/principal.js';

type DeptRow = typeof sysDept.$inferSelect;

/**
 * An enterprise's department tree (issue 21): its users belong to one, and a "department" data scope covers the
 * user's department and those below it. Enterprise users keep their own enterprise's; staff any enterprise in their
 * data scope.
 */
export class DeptService {
  constructor(private readonly db: Db) {}

  /** The enterprise the actor works on: their own, or the one staff name (404 outside their scope). */
  private async enterpriseOf(p: Principal, requested: number | undefined): Promise<number> {
    if (p.userType === USER_TYPE.enterprise) return p.enterpriseId ?? -1;
    if (requested === undefined) throw badRequest('deptEnterpriseRequired');
    const [row] = await this.db
      .select({ id: enterprise.id })
      .from(enterprise)
      .where(and(eq(enterprise.id, requested), dataScope(p, SCOPED.enterprise)));
    if (!row) throw notFound();
    return row.id;
  }

  /** One department the actor may change; another enterprise's looks like it does not exist. */
  private async find(db: Db | Tx, p: Principal, id: number): Promise<DeptRow> {
    const [row] = await db
      .select({ dept: sysDept })
      .from(sysDept)
      .innerJoin(enterprise, eq(enterprise.id, sysDept.enterpriseId))
      .where(and(eq(sysDept.id, id), dataScope(p, SCOPED.enterprise)));
    if (!row) throw notFound();
    return row.dept;
  }

  async list(p: Principal, enterpriseId: number | undefined): Promise<DeptNode[]> {
    const ent = await this.enterpriseOf(p, enterpriseId);
    const rows = await this.db
      .select({
        dept: sysDept,
        users: sql<number>`(select count(*)::int from ${sysUser} where ${sysUser.deptId} = ${sysDept.id})`,
      })
      .from(sysDept)
      .where(eq(sysDept.enterpriseId, ent))
      .orderBy(asc(sysDept.sort), asc(sysDept.id));
    return rows.map(({ dept: d, users }) => ({
      id: d.id,
      enterpriseId: d.enterpriseId,
      parentId: d.parentId,
      name: d.name,
      sort: d.sort,
      userCount: Number(users),
    }));
  }

  /** The parent must be a department of the same enterprise, and never the department itself or one below it. */
  private async checkParent(tx: Tx, enterpriseId: number, parentId: number | null, self: number | null) {
    if (parentId === null) return;
    const parent = await tx.query.sysDept.findFirst({ where: eq(sysDept.id, parentId) });
    if (!parent || parent.enterpriseId !== enterpriseId) throw badRequest('deptParentInvalid');
    if (self === null) return;
    // Walk up from the new parent: meeting the department itself means it would sit below itself.
    const all = await tx
      .select({ id: sysDept.id, parentId: sysDept.parentId })
      .from(sysDept)
      .where(eq(sysDept.enterpriseId, enterpriseId));
    const parents = new Map(all.map((d) => [d.id, d.parentId]));
    for (let at: number | null | undefined = parentId, steps = 0; at != null && steps <= all.length; steps++) {
      if (at === self) throw badRequest('deptParentInvalid');
      at = parents.get(at);
    }
  }

  async create(p: Principal, body: DeptCreateBody): Promise<{ id: number }> {
    const enterpriseId = await this.enterpriseOf(p, body.enterpriseId);
    return this.db.transaction(async (tx) => {
      await this.checkParent(tx, enterpriseId, body.parentId, null);
      const [row] = await tx
        .insert(sysDept)
        .values({ enterpriseId, parentId: body.parentId, name: body.name, sort: body.sort })
        .returning({ id: sysDept.id });
      return { id: (row as { id: number }).id };
    });
  }

  async update(p: Principal, id: number, body: DeptBody): Promise<{ before: DeptRow; after: DeptBody }> {
    return this.db.transaction(async (tx) => {
      const before = await this.find(tx, p, id);
      await this.checkParent(tx, before.enterpriseId, body.parentId, id);
      await tx
        .update(sysDept)
        .set({ name: body.name, parentId: body.parentId, sort: body.sort })
        .where(eq(sysDept.id, id));
      return { before, after: body };
    });
  }

  /** Deletes an empty department: one with departments or users under it is refused (409). */
  async remove(p: Principal, id: number): Promise<DeptRow> {
    return this.db.transaction(async (tx) => {
      const dept = await this.find(tx, p, id);
      const [child] = await tx.select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.parentId, id)).limit(1);
      const [member] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.deptId, id)).limit(1);
      if (child || member) throw conflict('deptNotEmpty');
      await tx.delete(sysDept).where(eq(sysDept.id, id));
      return dept;
    });
  }
}
