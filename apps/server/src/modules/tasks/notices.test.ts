import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { task } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { createUser, principalFor } from '../../testing/factories.js';
import { failingNotices, latestNotices } from '../../testing/notices.js';
import { createTask } from './factories.js';
import { TaskService } from './service.js';

/** The review steps raise their notices in the service: a caller other than the routes raises the same ones. */
describe('task notices, raised by the service', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('a submission tells the reviewers and a rejection the enterprise, with no route involved', async () => {
    const owner = await createUser(app, { userType: '02', roles: ['enterprise'] });
    const reviewer = await createUser(app, { roles: ['admin'] });
    const draft = await createTask(app, owner.enterpriseId as number, { status: '0' });
    const tasks = new TaskService(app.database.db, app.standing, app.notices);

    await tasks.transition(await principalFor(app, owner.username), draft.id, 'submit');
    expect(await latestNotices(app, { userId: reviewer.id })).toContainEqual(
      expect.objectContaining({
        kind: 'taskSubmitted',
        params: expect.objectContaining({ taskNo: draft.taskNo, taskName: draft.title }),
        link: '/client/task/taskList/index',
      }),
    );

    await tasks.transition(await principalFor(app, reviewer.username), draft.id, 'reject', '信息不全');
    expect(await latestNotices(app, { userId: owner.id })).toContainEqual(
      expect.objectContaining({
        kind: 'taskRejected',
        params: expect.objectContaining({ taskName: draft.title, reason: '信息不全' }),
      }),
    );
  });

  it('a notice that fails is logged and the approval stands', async () => {
    const owner = await createUser(app, { userType: '02', roles: ['enterprise'] });
    const reviewer = await createUser(app, { roles: ['admin'] });
    const pending = await createTask(app, owner.enterpriseId as number, { status: '1' });
    const { notices, warnings } = failingNotices(app);

    const approved = await new TaskService(app.database.db, app.standing, notices).transition(
      await principalFor(app, reviewer.username),
      pending.id,
      'approve',
    );
    expect(approved.status).toBe('2');
    expect((await app.database.db.query.task.findFirst({ where: eq(task.id, pending.id) }))?.status).toBe('2');
    expect(warnings).toEqual([{ obj: expect.objectContaining({ kind: 'taskApproved' }), msg: 'notice not raised' }]);
  });
});
