import { messages } from '@console/domain/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enterpriseManager,
  feedback,
  invoice,
  invoiceRecord,
  sysDept,
  sysRole,
  sysUser,
  sysUserRole,
  task,
} from '../db/schema/index.js';
import { createOrder } from '../modules/orders/factories.js';
import { createTask } from '../modules/tasks/factories.js';
import { testApp } from '../testing/app.js';
import { exportSheet } from '../testing/exports.js';
import { as, createEnterprise, createUser, roleWith, tokensFor, unique } from '../testing/factories.js';

/** Every permission the matrix calls need: the data scope, not a missing permission, decides what is seen. */
const PERMS = [
  'client:task:list',
  'client:order:list',
  'client:invoice:list',
  'client:invoiceRecord:list',
  'client:feedback:list',
  'client:contract:list',
  'system:user:list',
  'system:enterprise:list',
  'client:task:export',
  'client:order:export',
  'client:invoice:export',
  'client:invoiceRecord:export',
];

type Scope = '1' | '2' | '3';
type Records = { task: number; order: number; invoice: number; record: number; feedback: number; user: number };

/**
 * Data scopes (issue 21): users × scopes × every list and detail call. Each viewer's lists hold exactly the
 * records their scope covers, and every other record's detail answers 404 like a foreign enterprise's.
 */
describe('data scopes', () => {
  let app: FastifyInstance;
  const roles = new Map<Scope, string>();
  const records = new Map<string, Records>();
  const tokens = new Map<string, string>();
  const enterprises: Record<'A' | 'B' | 'C', { id: number; name: string }> = {} as never;
  const staffIds = new Map<string, number>();

  async function role(scope: Scope): Promise<string> {
    const code = roles.get(scope) ?? (await roleWith(app, PERMS));
    await app.database.db.update(sysRole).set({ dataScope: scope }).where(eq(sysRole.code, code));
    roles.set(scope, code);
    return code;
  }

  /** A record of each kind created by `userId` in an enterprise. */
  async function recordsOf(label: string, enterpriseId: number, userId: number) {
    const db = app.database.db;
    const t = await createTask(app, enterpriseId, { createdBy: userId });
    const o = await createOrder(app, enterpriseId, { taskId: t.id });
    const [inv] = await db
      .insert(invoice)
      .values({
        applicationNo: unique('INV'),
        enterpriseId,
        invoiceType: '007',
        title: unique('抬头'),
        taxNo: '91330100MA27XXXX0X',
        amount: '100.00',
        orderCount: 1,
        createdBy: userId,
      })
      .returning();
    const [rec] = await db
      .insert(invoiceRecord)
      .values({
        invoiceId: inv?.id as number,
        enterpriseId,
        invoiceCode: '033001900111',
        invoiceNumber: String(Math.floor(Math.random() * 1e8)).padStart(8, '0'),
        issueDate: '2026-01-05',
        amount: '100.00',
        status: '0',
      })
      .returning();
    const [fb] = await db
      .insert(feedback)
      .values({ userId, enterpriseId, feedType: '1', feedDesc: unique('反馈') })
      .returning();
    records.set(label, {
      task: t.id,
      order: o.id,
      invoice: inv?.id as number,
      record: rec?.id as number,
      feedback: fb?.id as number,
      user: userId,
    });
  }

  async function enterpriseUser(label: string, enterpriseId: number, deptId: number | null, scopes: Scope[]) {
    const codes = await Promise.all(scopes.map(role));
    const u = await createUser(app, { userType: '02', enterpriseId, roles: codes });
    await app.database.db.update(sysUser).set({ deptId }).where(eq(sysUser.id, u.id));
    await recordsOf(label, enterpriseId, u.id);
    tokens.set(label, (await tokensFor(app, u.username)).access_token);
  }

  async function staff(label: string, scopes: Scope[], manages: number[], createsIn?: number) {
    const codes = await Promise.all(scopes.map(role));
    const u = await createUser(app, { userType: '01', roles: codes });
    staffIds.set(label, u.id);
    for (const enterpriseId of manages) {
      await app.database.db.insert(enterpriseManager).values({ enterpriseId, userId: u.id });
    }
    if (createsIn) {
      const t = await createTask(app, createsIn, { createdBy: u.id });
      const o = await createOrder(app, createsIn, { taskId: t.id });
      records.set(label, { task: t.id, order: o.id, invoice: -1, record: -1, feedback: -1, user: u.id });
    }
    tokens.set(label, (await tokensFor(app, u.username)).access_token);
  }

  async function dept(enterpriseId: number, parentId: number | null) {
    const [row] = await app.database.db
      .insert(sysDept)
      .values({ enterpriseId, parentId, name: unique('部门') })
      .returning();
    return row?.id as number;
  }

  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    for (const key of ['A', 'B', 'C'] as const) {
      const e = await createEnterprise(app);
      enterprises[key] = { id: e.id, name: e.name };
    }
    const A = enterprises.A.id;
    // A: root R → D1 → D2, and S beside D1
    const R = await dept(A, null);
    const D1 = await dept(A, R);
    const D2 = await dept(A, D1);
    const S = await dept(A, R);
    await enterpriseUser('aRoot', A, R, ['1']); // the whole enterprise
    await enterpriseUser('aD1', A, D1, ['2']); // D1 and D2
    await enterpriseUser('aD2', A, D2, ['3']); // only their own
    await enterpriseUser('aS', A, S, ['2']); // S has nothing below: their own and S's
    await enterpriseUser('b', enterprises.B.id, null, ['1']);
    await staff('sAll', ['1'], []);
    await staff('sAssigned', ['2'], [enterprises.B.id]);
    await staff('sOwn', ['3'], [], enterprises.C.id);
    await staff('sUnion', ['2', '3'], [enterprises.A.id], enterprises.C.id);
  });
  afterAll(() => app.close());

  /** Which labelled creators' records each viewer sees. */
  const sees: Record<string, string[]> = {
    aRoot: ['aRoot', 'aD1', 'aD2', 'aS'],
    aD1: ['aD1', 'aD2'],
    aD2: ['aD2'],
    aS: ['aS'],
    b: ['b'],
    sAll: ['aRoot', 'aD1', 'aD2', 'aS', 'b', 'sOwn', 'sUnion'],
    sAssigned: ['b'],
    sOwn: ['sOwn'],
    sUnion: ['aRoot', 'aD1', 'aD2', 'aS', 'sUnion'],
  };
  const isStaff = (viewer: string) => viewer.startsWith('s');

  /** The ids a list shows a viewer, among the fixture's (staff: asked per enterprise, as the console filters). */
  async function listed(viewer: string, url: string): Promise<Set<number>> {
    const token = tokens.get(viewer) as string;
    const filters = isStaff(viewer) ? ['', ...Object.values(enterprises).map((e) => `&enterpriseId=${e.id}`)] : [''];
    const ids = new Set<number>();
    for (const filter of filters) {
      const res = await as(app, token, { method: 'GET', url: `/interface${url}?pageSize=100${filter}` });
      expect(res.statusCode, `${viewer} ${url}`).toBe(200);
      for (const row of res.json().data.rows as { id: number }[]) ids.add(row.id);
    }
    return ids;
  }

  const kinds: { kind: keyof Records; list: string; detail?: (id: number) => string; enterpriseUsers?: false }[] = [
    { kind: 'task', list: '/client/task/list', detail: (id) => `/client/task/${id}` },
    { kind: 'order', list: '/client/order/list', detail: (id) => `/client/order/${id}` },
    { kind: 'invoice', list: '/client/invoice/list', detail: (id) => `/client/invoice/${id}` },
    { kind: 'record', list: '/client/invoice-record/list', detail: (id) => `/client/invoice-record/${id}` },
    // an enterprise user's feedback list is always only their own (the feedback module's rule)
    { kind: 'feedback', list: '/client/feedback/list', enterpriseUsers: false },
    { kind: 'user', list: '/system/user/list' },
  ];

  for (const viewer of Object.keys(sees)) {
    for (const { kind, list, detail, enterpriseUsers } of kinds) {
      if (enterpriseUsers === false && !isStaff(viewer)) continue;
      it(`${viewer}: ${list} shows exactly the ${kind}s of its scope, and the rest answer 404`, async () => {
        const shown = await listed(viewer, list);
        for (const [creator, r] of records) {
          const id = r[kind];
          if (id < 0) continue;
          const inScope = (sees[viewer] as string[]).includes(creator);
          expect(shown.has(id), `${viewer} ${kind} of ${creator}`).toBe(inScope);
          if (detail) {
            const res = await as(app, tokens.get(viewer) as string, { method: 'GET', url: `/interface${detail(id)}` });
            expect(res.statusCode, `${viewer} ${detail(id)} of ${creator}`).toBe(inScope ? 200 : 404);
            if (!inScope) expect(res.json().msg).toBe(messages.notFound.zh);
          }
        }
      });
    }
  }

  it('staff see the enterprises of their scope only: the list, the detail and the enterprise options', async () => {
    const expected: Record<string, ('A' | 'B' | 'C')[]> = {
      sAll: ['A', 'B', 'C'],
      sAssigned: ['B'],
      sOwn: [],
      sUnion: ['A'],
    };
    for (const [viewer, keys] of Object.entries(expected)) {
      const token = tokens.get(viewer) as string;
      for (const [key, e] of Object.entries(enterprises)) {
        const inScope = (keys as string[]).includes(key);
        const list = await as(app, token, {
          method: 'GET',
          url: `/interface/system/enterprise/list?keyword=${encodeURIComponent(e.name)}`,
        });
        expect(list.json().data.total, `${viewer} list ${key}`).toBe(inScope ? 1 : 0);
        const one = await as(app, token, { method: 'GET', url: `/interface/system/enterprise/${e.id}` });
        expect(one.statusCode, `${viewer} detail ${key}`).toBe(inScope ? 200 : 404);
      }
    }
  });

  it('an export holds exactly the rows its list shows the same user', async () => {
    const lists = {
      tasks: '/client/task/list',
      orders: '/client/order/list',
      invoices: '/client/invoice/list',
      invoiceRecords: '/client/invoice-record/list',
    } as const;
    for (const viewer of ['aD1', 'aD2', 'sUnion', 'sOwn']) {
      const token = tokens.get(viewer) as string;
      // staff name one enterprise, as the console's filter does
      const filter = viewer === 'sOwn' ? enterprises.C.id : viewer === 'sUnion' ? enterprises.A.id : undefined;
      for (const [kind, list] of Object.entries(lists)) {
        const query = filter ? `&enterpriseId=${filter}` : '';
        const shown = await as(app, token, { method: 'GET', url: `/interface${list}?pageSize=100${query}` });
        const sheet = await exportSheet(app, token, { kind, ...(filter ? { enterpriseId: filter } : {}) });
        expect(sheet.rows.length, `${viewer} ${kind}`).toBe(shown.json().data.total);
      }
    }
  });

  it('the dashboard counts only the rows of the scope', async () => {
    const figures = async (viewer: string) =>
      (await as(app, tokens.get(viewer) as string, { method: 'GET', url: '/interface/dashboard/summary' })).json().data
        .business;
    expect((await figures('aRoot')).tasks.total).toBe(4);
    expect((await figures('aD1')).tasks.total).toBe(2);
    expect((await figures('aD2')).tasks.total).toBe(1);
    expect((await figures('sOwn')).tasks.total).toBe(1);
    expect((await figures('sAssigned')).orders.total).toBe(1);
  });

  it('an account manager assigned later sees the enterprise at the next request (no stale cached page)', async () => {
    const token = tokens.get('sAssigned') as string;
    const url = `/interface/client/task/list?pageSize=100&enterpriseId=${enterprises.A.id}`;
    expect((await as(app, token, { method: 'GET', url })).json().data.total).toBe(0);
    const id = staffIds.get('sAssigned') as number;
    await app.database.db.insert(enterpriseManager).values({ enterpriseId: enterprises.A.id, userId: id });
    expect((await as(app, token, { method: 'GET', url })).json().data.total).toBe(4);
    await app.database.db.delete(enterpriseManager).where(eq(enterpriseManager.enterpriseId, enterprises.A.id));
    expect((await as(app, token, { method: 'GET', url })).json().data.total).toBe(0);
  });

  it("a user moved to another department sees that department's rows at the next request", async () => {
    const token = tokens.get('aS') as string;
    const url = '/interface/client/task/list?pageSize=100';
    expect((await as(app, token, { method: 'GET', url })).json().data.total).toBe(1);
    const aD1 = records.get('aD1')?.user as number;
    const D1 = (await app.database.db.query.sysUser.findFirst({ where: eq(sysUser.id, aD1) }))?.deptId ?? null;
    const aS = records.get('aS')?.user as number;
    const before = (await app.database.db.query.sysUser.findFirst({ where: eq(sysUser.id, aS) }))?.deptId ?? null;
    await app.database.db.update(sysUser).set({ deptId: D1 }).where(eq(sysUser.id, aS));
    // aS now in D1: D1's and D2's rows and their own
    expect((await as(app, token, { method: 'GET', url })).json().data.total).toBe(3);
    await app.database.db.update(sysUser).set({ deptId: before }).where(eq(sysUser.id, aS));
    expect((await as(app, token, { method: 'GET', url })).json().data.total).toBe(1);
  });

  it('an order of a task the viewer cannot see is not theirs to act on either (404)', async () => {
    const other = records.get('aRoot') as Records;
    const res = await as(app, tokens.get('aD2') as string, {
      method: 'GET',
      url: `/interface/client/task/${other.task}/history`,
    });
    expect(res.statusCode).toBe(404);
    const mine = await app.database.db.query.task.findFirst({
      where: eq(task.id, (records.get('aD2') as Records).task),
    });
    expect(mine).toBeTruthy();
  });

  it('a user with no role sees only their own rows', async () => {
    const u = await createUser(app, { userType: '02', enterpriseId: enterprises.A.id, roles: [] });
    const principal = await app.auth.authenticate((await tokensFor(app, u.username)).access_token);
    expect(principal.dataScope).toEqual({ all: false, assigned: false, own: true });
    await app.database.db.delete(sysUserRole).where(eq(sysUserRole.userId, u.id));
  });
});
