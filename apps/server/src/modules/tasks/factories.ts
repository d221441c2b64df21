import type { TaskBodyInput } from '@console/domain/schemas/task';
import type { FastifyInstance } from 'fastify';
import { task } from '../../db/schema/index.js';
import { unique } from '../../testing/factories.js';
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

/** What a test says about the task it needs; the rest is a plausible default (recruiting, 150.50 a day). */
export type TaskSpec = Partial<typeof task.$inferInsert>;

/**
 * A task of an enterprise put straight into a state (no workflow: the tasks module tests its own transitions),
 * recruiting ('2') unless told otherwise. The one task factory of every module's tests and the benches.
 */
export async function createTask(app: FastifyInstance, enterpriseId: number, spec: TaskSpec = {}) {
  const [row] = await app.database.db
    .insert(task)
    .values({
      taskNo: `${newTaskNo()}${unique('').slice(1, 5)}`,
      enterpriseId,
      title: unique('任务'),
      industry: 'I',
      workMode: '1',
      pricingUnit: '01',
      price: '150.50',
      headcount: 10,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      status: '2',
      // a field given as undefined keeps its default
      ...Object.fromEntries(Object.entries(spec).filter(([, v]) => v !== undefined)),
    })
    .returning();
  if (!row) throw new Error('task not created');
  return row;
}
