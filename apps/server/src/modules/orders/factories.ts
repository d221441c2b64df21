import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enterprise, task } from '../../db/schema/index.js';
import { as, createFreelancer, createUser, freelancerToken, tokensFor, unique } from '../../testing/factories.js';

/** A task inserted directly (the tasks module owns its workflow): recruiting ('2') unless told otherwise. */
export async function createTask(
  app: FastifyInstance,
  enterpriseId: number,
  spec: { status?: string; price?: string; headcount?: number; title?: string } = {},
) {
  const [row] = await app.database.db
    .insert(task)
    .values({
      taskNo: `T${randomBytes(6).toString('hex').toUpperCase()}`,
      enterpriseId,
      title: spec.title ?? unique('任务'),
      industry: 'I',
      workMode: '1',
      pricingUnit: '01',
      price: spec.price ?? '150.50',
      headcount: spec.headcount ?? 10,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      status: spec.status ?? '2',
    })
    .returning();
  return row as typeof task.$inferSelect;
}

/** An enterprise user (the seeded enterprise role) with a token; a new enterprise unless given. */
export async function enterpriseUser(app: FastifyInstance, enterpriseId?: number) {
  const user = await createUser(app, { userType: '02', ...(enterpriseId ? { enterpriseId } : {}) });
  const { access_token } = await tokensFor(app, user.username);
  return { user, token: access_token, enterpriseId: user.enterpriseId as number };
}

/** A staff user with the given roles (admin: everything; agent: list rights only) and a token. */
export async function staffUser(app: FastifyInstance, roles: string[] = ['admin']) {
  const user = await createUser(app, { userType: '01', roles });
  const { access_token } = await tokensFor(app, user.username);
  return { user, token: access_token };
}

export async function freelancerWithToken(app: FastifyInstance) {
  const f = await createFreelancer(app);
  return { ...f, token: await freelancerToken(app, f.phone) };
}

/** Sets an enterprise's balance directly (tests of the ledger itself go through the recharge endpoint). */
export async function setBalance(app: FastifyInstance, enterpriseId: number, balance: string) {
  await app.database.db.update(enterprise).set({ balance }).where(eq(enterprise.id, enterpriseId));
}

export async function balanceOf(app: FastifyInstance, enterpriseId: number): Promise<string> {
  const row = await app.database.db.query.enterprise.findFirst({ where: eq(enterprise.id, enterpriseId) });
  return row?.balance ?? '';
}

/** POST/GET under /interface with a bearer token. */
export function call(app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return as(app, token, { method, url: `/interface${url}`, ...(payload ? { payload } : {}) });
}
