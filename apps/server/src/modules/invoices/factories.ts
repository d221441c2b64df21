import { randomBytes } from 'node:crypto';
import { creditCodeCheckChar } from '@console/domain/validators';
import type { FastifyInstance } from 'fastify';
import { task, taskOrder } from '../../db/schema/index.js';
import { createFreelancer, unique } from '../../testing/factories.js';

/** A recruiting task of an enterprise, inserted directly (the orders module's own flow is tested there). */
export async function createTask(app: FastifyInstance, enterpriseId: number) {
  const [row] = await app.database.db
    .insert(task)
    .values({
      taskNo: unique('T'),
      enterpriseId,
      title: unique('发票测试任务'),
      industry: 'I',
      workMode: '1',
      pricingUnit: '04',
      price: '100.00',
      headcount: 10,
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      status: '2',
    })
    .returning();
  return row as typeof task.$inferSelect;
}

export interface OrderSpec {
  amount?: string;
  /** 6 to review and 11 reviewed count as paid */
  status?: string;
  taskId?: number;
  invoiceId?: number | null;
}

/** An order of an enterprise, paid (status 6) unless told otherwise. */
export async function createOrder(app: FastifyInstance, enterpriseId: number, spec: OrderSpec = {}) {
  const taskId = spec.taskId ?? (await createTask(app, enterpriseId)).id;
  const worker = await createFreelancer(app);
  const status = spec.status ?? '6';
  const paid = status === '6' || status === '11';
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

/** A valid unified social credit code (random, with its check character). */
export function creditCode(): string {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const tail = Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join('');
  const first17 = `91330106${tail.slice(0, 9)}`;
  return first17 + creditCodeCheckChar(first17);
}
