import { FeedbackCreateBody } from '@console/domain/schemas/feedback';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { createUser, principalFor, unique } from '../../testing/factories.js';
import { failingNotices, latestNotices } from '../../testing/notices.js';
import type { NoticeService } from '../notices/service.js';
import { FeedbackService } from './service.js';

/** A reply raises its notice in the service: a caller other than the route raises the same one. */
describe('feedback notices, raised by the service', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  /** Feedback of a new enterprise user, sent through the service, and the author. */
  const sent = async (notices: Pick<NoticeService, 'announce'>) => {
    const author = await createUser(app, { userType: '02', roles: ['enterprise'] });
    const feedDesc = unique('导出按钮没有反应');
    await new FeedbackService(app.database.db, notices).create(
      await principalFor(app, author.username),
      FeedbackCreateBody.parse({ feedType: '1', feedDesc, sourceType: '1' }),
    );
    const row = await app.database.db.query.feedback.findFirst({ where: eq(feedback.feedDesc, feedDesc) });
    return { author, id: row?.id as number, feedDesc };
  };

  it('a reply tells its author, with no route involved', async () => {
    const service = new FeedbackService(app.database.db, app.notices);
    const { author, id, feedDesc } = await sent(app.notices);
    await service.reply(await principalFor(app, 'admin'), id, { status: '1', resultOut: '已修复' });
    expect(await latestNotices(app, { userId: author.id })).toEqual([
      expect.objectContaining({ kind: 'feedbackReplied', params: { feedDesc, status: '1' }, link: null }),
    ]);
  });

  it('a notice that fails is logged and the reply stands', async () => {
    const { notices, warnings } = failingNotices(app);
    const { id } = await sent(notices);
    await new FeedbackService(app.database.db, notices).reply(await principalFor(app, 'admin'), id, {
      status: '3',
      resultOut: '已收到',
    });
    expect(await app.database.db.query.feedback.findFirst({ where: eq(feedback.id, id) })).toMatchObject({
      status: '3',
      resultOut: '已收到',
      hasRead: '0',
    });
    expect(warnings).toEqual([{ obj: expect.objectContaining({ kind: 'feedbackReplied' }), msg: 'notice not raised' }]);
  });
});
