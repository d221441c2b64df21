import { creditCodeCheckChar } from '@console/domain/validators';
import { ARTICLE_STATUS } from '@console/domain/workflows/article';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { ConfigError } from '../../config.js';
import { type KeyRing, keyRingFor } from '../../lib/key-ring.js';
import { hashPassword } from '../../lib/password.js';
import type { Db, Tx } from '../client.js';
import { column, sealValue } from '../protected-columns.js';
import { copyEarlierEvents } from '../record-events.js';
import {
  appMeta,
  article,
  enterprise,
  freelancer,
  onboardingApplication,
  orderEvent,
  sysMenu,
  sysRole,
  sysRoleMenu,
  sysUser,
  sysUserRole,
  task,
  taskEvent,
  taskOrder,
  taxPark,
} from '../schema/index.js';
import { sealedAs, sealFreelancer } from '../sealed-as.js';
import { seedDemoCallCentre } from './demo-call-centre.js';
import { articles, isAgreement } from './demo-content.js';
import { seedDemoVolume } from './demo-volume.js';
import { menuValues } from './menu-sync.js';
import { type MenuSeed, menuSeeds, roleSeeds } from './menus.js';

export const DEMO_PASSWORD = 'demo1234';
/** The demo's pending onboarding application. */
export const DEMO_APPLICANT_PHONE = '13700000001';

/**
 * First start of a new database: menus and roles always; demo accounts in the embedded demo, otherwise one
 * admin whose password comes from ADMIN_PASSWORD. Claimed through app_meta in one transaction, so an
 * existing database is never seeded again and two instances starting together seed once.
 */
export async function seedIfNew(
  db: Db,
  config: Config,
  log: { info(msg: string): void; warn(msg: string): void },
  keys: KeyRing = keyRingFor(config),
) {
  if (!config.seedDemo && !config.adminPassword) {
    const existing = await db.query.appMeta.findFirst({ where: eq(appMeta.key, 'initialized') });
    if (!existing) {
      throw new ConfigError(
        'Invalid configuration:\n  ADMIN_PASSWORD: required to create the first admin on a new database (or SEED_DEMO=true for the demo accounts)',
      );
    }
    return false;
  }
  const adminHash = config.seedDemo
    ? await hashPassword(DEMO_PASSWORD)
    : await hashPassword(config.adminPassword as string);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: 'initialized', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return false;

    const menuIdsByPerm = await insertMenus(tx, menuSeeds);
    const roleIds = new Map<string, number>();
    for (const [i, r] of roleSeeds.entries()) {
      const [role] = await tx
        .insert(sysRole)
        .values({ code: r.code, name: r.name, isSuper: r.isSuper, sort: i })
        .returning({ id: sysRole.id });
      const roleId = (role as { id: number }).id;
      roleIds.set(r.code, roleId);
      const menuIds = new Set<number>();
      for (const code of r.perms) for (const id of menuIdsByPerm.get(code) ?? []) menuIds.add(id);
      if (menuIds.size > 0) await tx.insert(sysRoleMenu).values([...menuIds].map((menuId) => ({ roleId, menuId })));
    }

    const admin = {
      username: 'admin',
      name: config.seedDemo ? '平台管理员' : 'Administrator',
      passwordHash: adminHash,
      userType: '01',
    };
    const [adminRow] = await tx.insert(sysUser).values(admin).returning({ id: sysUser.id });
    await tx
      .insert(sysUserRole)
      .values({ userId: (adminRow as { id: number }).id, roleId: roleIds.get('admin') as number });

    if (config.seedDemo) {
      await seedDemo(tx, adminHash, roleIds, keys);
      await seedAgreements(tx, (adminRow as { id: number }).id);
      await seedDemoCallCentre(tx);
      if (config.seedVolume) {
        const started = Date.now();
        const made = await seedDemoVolume(tx, adminHash, keys);
        log.info(
          `demo volume: ${made.enterprises} enterprises, ${made.tasks} tasks, ${made.orders} orders, ${made.invoices} invoice applications in ${Date.now() - started} ms`,
        );
      }
      // the demo's orders and tasks are written with their older event rows: their timelines start from those
      await copyEarlierEvents(tx);
      log.warn(
        `demo accounts created (admin, enterprise, agent; freelancers 13900000001-4) with password ${DEMO_PASSWORD}: for the embedded demo only`,
      );
    } else {
      log.info('new database: admin account created with the password from ADMIN_PASSWORD');
    }
    return true;
  });
}

/** Inserts the menu tree; answers, per permission code, the rows it grants together with their ancestors. */
async function insertMenus(tx: Tx, seeds: MenuSeed[]) {
  const byPerm = new Map<string, number[]>();
  const walk = async (list: MenuSeed[], parentId: number | null, ancestors: number[]) => {
    for (const [i, m] of list.entries()) {
      const [row] = await tx
        .insert(sysMenu)
        .values(menuValues(m, parentId, i + 1))
        .returning({ id: sysMenu.id });
      const id = (row as { id: number }).id;
      const chain = [...ancestors, id];
      // A button grants its page and directories too, so a role never holds an unreachable button.
      if (m.perms) byPerm.set(m.perms, [...(byPerm.get(m.perms) ?? []), ...chain]);
      if (m.children) await walk(m.children, id, chain);
    }
  };
  await walk(seeds, null, []);
  return byPerm;
}

async function seedDemo(tx: Tx, passwordHash: string, roleIds: Map<string, number>, keys: KeyRing) {
  const [park] = await tx.insert(taxPark).values({ parkName: '赣州灵活用工产业园' }).returning({ id: taxPark.id });
  const [ent] = await tx
    .insert(enterprise)
    .values({
      name: '杭州云帆科技有限公司',
      creditCode: '91330106MA2CFX8Y3R',
      taxParkId: (park as { id: number }).id,
      contactName: '陈晓明',
      contactPhone: '13857101234',
      industry: 'I',
      creditGrade: 'A',
      legalPerson: '陈晓明',
      address: '浙江省杭州市西湖区文三路 90 号',
    })
    .returning({ id: enterprise.id });
  const users = [
    {
      username: 'enterprise',
      name: '陈晓明',
      userType: '02',
      enterpriseId: (ent as { id: number }).id,
      socketId: 'B10001',
      phone: '13857101234',
      role: 'enterprise',
    },
    {
      username: 'agent',
      name: '李客服',
      userType: '01',
      enterpriseId: null,
      socketId: null,
      phone: null,
      role: 'agent',
    },
  ];
  for (const { role, ...u } of users) {
    const [row] = await tx
      .insert(sysUser)
      .values({ ...u, passwordHash })
      .returning({ id: sysUser.id });
    await tx.insert(sysUserRole).values({ userId: (row as { id: number }).id, roleId: roleIds.get(role) as number });
  }
  // A company's onboarding application waiting for review (its applicant sets demo1234 as the password), so the
  // review page has something to approve; its phone signs in at /companyEnter with the code the demo shows.
  const applicantCode = `91330106MA2D7K5Q0${creditCodeCheckChar('91330106MA2D7K5Q0')}`;
  await tx.insert(onboardingApplication).values({
    phone: DEMO_APPLICANT_PHONE,
    status: '2',
    companyName: '杭州星河数据科技有限公司',
    creditCode: applicantCode,
    legalPerson: '周星河',
    address: '浙江省杭州市滨江区网商路 699 号',
    industry: 'I',
    taxParkId: (park as { id: number }).id,
    contactName: '周星河',
    contactPhone: DEMO_APPLICANT_PHONE,
    contactEmail: 'hr@xinghe.example.com',
    bankName: '招商银行杭州滨江支行',
    ...sealedAs('bankAccountNo', sealValue(keys, column('onboarding', 'bankAccountNo'), '6214830012345678')),
    applyType: 'enterprise',
    passwordHash,
    submittedAt: new Date(),
  });
  // The other side of tasks, orders and chat: freelancers who sign in from the mini-app (phone + demo1234).
  const workers = await tx
    .insert(freelancer)
    .values(
      demoFreelancers.map((f, i) => ({
        ...sealFreelancer(keys, f),
        passwordHash,
        socketId: `C${20001 + i}`,
        bankName: '中国工商银行',
      })),
    )
    .returning({ id: freelancer.id });
  // A recruiting task the three demo freelancers have orders of: it is what lets them chat with the demo enterprise.
  const entId = (ent as { id: number }).id;
  const [job] = await tx
    .insert(task)
    .values({
      taskNo: 'T20261101000001',
      enterpriseId: entId,
      title: '门店开业促销活动支持',
      industry: 'I',
      workMode: '1',
      pricingUnit: '04',
      price: '300.00',
      headcount: 5,
      startDate: '2026-11-01',
      endDate: '2027-01-31',
      status: '2',
      description: '协助门店开业期间的促销活动：引导顾客、发放传单、布置场地。',
      attachments: [],
    })
    .returning({ id: task.id });
  const jobId = (job as { id: number }).id;
  await tx.insert(taskEvent).values([
    { taskId: jobId, action: 'create', fromStatus: null, toStatus: '0', actorType: 'enterprise' },
    { taskId: jobId, action: 'submit', fromStatus: '0', toStatus: '1', actorType: 'enterprise' },
    { taskId: jobId, action: 'approve', fromStatus: '1', toStatus: '2', actorType: 'staff' },
  ]);
  // Freelancer 1 applied and was accepted, freelancer 2 was invited and accepted, freelancer 3 is invited.
  const plans = [
    { mode: 'A', status: '3' },
    { mode: 'I', status: '3' },
    { mode: 'I', status: '0' },
  ] as const;
  const orders = await tx
    .insert(taskOrder)
    .values(
      plans.map((plan, i) => ({
        orderNo: `O2026110100000${i + 1}`,
        taskId: jobId,
        enterpriseId: entId,
        freelancerId: (workers[i] as { id: number }).id,
        mode: plan.mode,
        status: plan.status,
        quantity: '1.00',
        amount: '300.00',
        acceptedAt: plan.status === '3' ? new Date() : null,
      })),
    )
    .returning({ id: taskOrder.id, mode: taskOrder.mode, status: taskOrder.status });
  await tx.insert(orderEvent).values(
    orders.flatMap((o) => {
      const applied = o.mode === 'A';
      const start = {
        orderId: o.id,
        action: applied ? 'apply' : 'invite',
        fromStatus: null,
        toStatus: '0',
        actorType: applied ? 'freelancer' : 'enterprise',
      };
      const accept = {
        orderId: o.id,
        action: applied ? 'acceptApplication' : 'acceptInvitation',
        fromStatus: '0',
        toStatus: '3',
        actorType: applied ? 'enterprise' : 'freelancer',
      };
      return o.status === '3' ? [start, accept] : [start];
    }),
  );
}

/**
 * Phones 13900000001… sign in as freelancers with the demo password. ID cards carry valid check digits and the
 * gender the console reads from them matches the name (a woman's 17th digit is even).
 */
export const demoFreelancers = [
  { name: '王小雨', phone: '13900000001', idCard: '32010219881125002X', bankCard: '6222021001112223334' },
  { name: '李明', phone: '13900000002', idCard: '110101199003074514', bankCard: '6222021001112224445' },
  { name: '赵丽娜', phone: '13900000003', idCard: '440106199512310042', bankCard: '6222021001112225556' },
  // no orders, no chat: the black and white lists browser test blacklists him without touching the others' work
  { name: '孙浩', phone: '13900000004', idCard: '110105199208150379', bankCard: '6222021001112226667' },
];

/** The demo's about us, privacy and platform service agreement, published: the public pages link to them. */
async function seedAgreements(tx: Tx, authorId: number): Promise<void> {
  const now = new Date();
  await tx.insert(article).values(
    articles.filter(isAgreement).map((a, i) => ({
      category: a.category,
      title: a.title,
      summary: a.summary,
      content: a.content,
      status: ARTICLE_STATUS.published,
      sort: i,
      publishedAt: now,
      authorId,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
