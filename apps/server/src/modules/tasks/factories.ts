import type { TaskStatus } from '@console/domain/enums';
import type { TaskBodyInput } from '@console/domain/schemas/task';
import type { FastifyInstance } from 'fastify';
import { task, taskOrder } from '../../db/schema/index.js';
import { createFreelancer, unique } from '../../testing/factories.js';
import { newTaskNo } from './service.js';

/** A valid create/edit body; override what a test is about. */
export function taskBody(overrides: Partial<TaskBodyInput> = {}): TaskBodyInput {
  return {
    title: unique('保洁任务'),
    industry: 'O',
    workMode: '0',
    pricingUnit: '01',
    price: 300.5,
    headcount: 3,
    place: '杭州市西湖区',
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    description: '办公室日常保洁',
    attachments: [],
    ...overrides,
  };
}

/** A task of an enterprise put straight into a state (no workflow), for transition tests. */
export async function createTask(
  app: FastifyInstance,
  enterpriseId: number,
  status: TaskStatus = '0',
  overrides: Partial<typeof task.$inferInsert> = {},
) {
  const [row] = await app.database.db
    .insert(task)
    .values({
      taskNo: `${newTaskNo()}${unique('').slice(1, 5)}`,
      enterpriseId,
      title: unique('任务'),
      industry: 'I',
      workMode: '1',
      pricingUnit: '04',
      price: '1000.00',
      headcount: 2,
      startDate: '2026-01-01',
      endDate: '2026-02-01',
      status,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('task not created');
  return row;
}

/** An order of a task in a given order status. */
export async function createOrder(app: FastifyInstance, t: { id: number; enterpriseId: number }, status: string) {
  const f = await createFreelancer(app);
  const [row] = await app.database.db
    .insert(taskOrder)
    .values({
      orderNo: unique('O'),
      taskId: t.id,
      enterpriseId: t.enterpriseId,
      freelancerId: f.id,
      mode: 'A',
      status,
      amount: '100.00',
    })
    .returning();
  if (!row) throw new Error('order not created');
  return row;
}
