import { PAID_ORDER_STATUSES } from '@console/domain/enums';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enterprise, taskOrder } from '../../db/schema/index.js';
import { as, createFreelancer, createUser, freelancerToken, tokensFor, unique } from '../../testing/factories.js';
import { createTask } from '../tasks/factories.js';

export interface OrderSpec {
  amount?: string;
  /** 6 to review and 11 reviewed count as paid */
  status?: string;
  taskId?: number;
  invoiceId?: number | null;
}

/** An order of an enterprise by a new freelancer, paid (status 6) unless told otherwise; a new task unless given. */
export async function createOrder(app: FastifyInstance, enterpriseId: number, spec: OrderSpec = {}) {
  const taskId = spec.taskId ?? (await createTask(app, enterpriseId)).id;
  const worker = await createFreelancer(app);
  const status = spec.status ?? '6';
  const paid = (PAID_ORDER_STATUSES as readonly string[]).includes(status);
  const [row] = await app.database.db
    .insert(taskOrder)
    .values({
      orderNo: unique('O'),
      taskId,
      enterpriseId,
      freelancerId: worker.id,
      mode: 'A',
      status,
      amount: spec.amount ?? '100.00',
      paidAt: paid ? new Date() : null,
      invoiceId: spec.invoiceId ?? null,
    })
    .returning();
  return row as typeof taskOrder.$inferSelect;
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
