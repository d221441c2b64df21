import type { FastifyInstance } from 'fastify';
import { taskOrder } from '../../db/schema/index.js';
import { createFreelancer, createUser, freelancerToken, tokensFor, unique } from '../../testing/factories.js';
import { createTask } from '../tasks/factories.js';

/**
 * An enterprise user with a chat id (B…) and a freelancer (C<id>), each signed in; unless `related: false`, the
 * freelancer has an order of one of the enterprise's tasks, so the two may chat. For tests and the chat bench.
 */
export async function chatPair(app: FastifyInstance, opts: { related?: boolean } = {}) {
  const user = await createUser(app, { userType: '02', roles: ['enterprise'], socketId: `B${unique('').slice(1)}` });
  const worker = await createFreelancer(app);
  if (opts.related !== false) {
    const task = await createTask(app, user.enterpriseId as number);
    await app.database.db.insert(taskOrder).values({
      orderNo: unique('O'),
      taskId: task.id,
      enterpriseId: user.enterpriseId as number,
      freelancerId: worker.id,
      mode: 'A',
      status: '3',
      amount: '100.00',
    });
  }
  const tokens = await tokensFor(app, user.username);
  const fToken = await freelancerToken(app, worker.phone);
  return { user, b: user.socketId as string, tokens, worker, c: `C${worker.id}`, fToken };
}
