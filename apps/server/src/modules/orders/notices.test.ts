import { OrderDeliverBody } from '@console/domain/schemas/order';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskOrder } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { failingNotices, latestNotices } from '../../testing/notices.js';
import type { NoticeService } from '../notices/service.js';
import { createTask } from '../tasks/factories.js';
import { createOrder, enterpriseUser, freelancerWithToken, setBalance } from './factories.js';
import { LedgerService } from './ledger-service.js';
import { OrderService } from './service.js';

/** The order steps raise their notices in the service: a caller other than the routes raises the same ones. */
describe('order notices, raised by the service', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  const service = (notices: Pick<NoticeService, 'announce'> = app.notices) =>
    new OrderService(app.database.db, new LedgerService(app.database.db), app.standing, notices, app.keys);

  it('an application tells the enterprise and a payment the freelancer, with no route involved', async () => {
    const ent = await enterpriseUser(app);
    const recruiting = await createTask(app, ent.enterpriseId, { status: '2' });
    const worker = await freelancerWithToken(app);

    const applied = await service().apply(worker.id, { taskId: recruiting.id });
    expect(await latestNotices(app, { userId: ent.user.id })).toContainEqual(
      expect.objectContaining({
        kind: 'orderApplied',
        params: expect.objectContaining({ orderNo: applied.orderNo, taskName: recruiting.title }),
        link: '/client/order/orderList/index',
      }),
    );

    const toPay = await createOrder(app, ent.enterpriseId, { status: '5', amount: '80.00' });
    await setBalance(app, ent.enterpriseId, '1000.00');
    await service().pay(await app.auth.authenticate(ent.token), toPay.id);
    expect(await latestNotices(app, { freelancerId: toPay.freelancerId })).toEqual([
      expect.objectContaining({
        kind: 'orderPaid',
        params: expect.objectContaining({ orderNo: toPay.orderNo, amount: '80.00' }),
        link: '/m/orders',
      }),
    ]);
  });

  it('a notice that fails is logged and the delivery stands', async () => {
    const ent = await enterpriseUser(app);
    const order = await createOrder(app, ent.enterpriseId, { status: '3' });
    const { notices, warnings } = failingNotices(app);

    const delivered = await service(notices).deliver(
      order.freelancerId,
      order.id,
      OrderDeliverBody.parse({ note: '已完成' }),
    );
    expect(delivered.status).toBe('4');
    expect((await app.database.db.query.taskOrder.findFirst({ where: eq(taskOrder.id, order.id) }))?.status).toBe('4');
    expect(warnings).toEqual([{ obj: expect.objectContaining({ kind: 'orderDelivered' }), msg: 'notice not raised' }]);
  });
});
