import { importColumns, importHeader, importRow } from '@console/domain/import-columns';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exportJob,
  importBatch,
  moderationWord,
  operLog,
  orderEvent,
  platformList,
  task,
  taskOrder,
} from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { waitForExport } from '../../testing/exports.js';
import { as, createEnterprise, createFreelancer, createUser, tokensFor, unique } from '../../testing/factories.js';
import { latestNotices } from '../../testing/notices.js';
import { multipart } from '../../testing/samples.js';
import { enterpriseUser } from '../orders/factories.js';
import { createTask } from '../tasks/factories.js';

const TASK_HEADER_ZH = importHeader('tasks', 'zh');

/** A task row as a person fills the template in; `bad` breaks it in one of three ways. */
function taskRow(i: number, bad?: 'price' | 'dates' | 'industry'): string[] {
  return importRow('tasks', {
    title: `导入任务${i}`,
    industry: bad === 'industry' ? '不存在的行业' : '批发和零售业',
    workMode: '线下',
    pricingUnit: '按天',
    price: bad === 'price' ? '-5' : '300',
    headcount: '5',
    place: '上海',
    startDate: '2026-12-01',
    endDate: bad === 'dates' ? '2026-11-01' : '2026-12-31',
    description: `第 ${i} 行`,
    whitelistOnly: '否',
  });
}

async function xlsxOf(header: string[], rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('data');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const csvOf = (header: string[], rows: string[][]) =>
  Buffer.from(
    `\uFEFF${[header, ...rows].map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n')}\r\n`,
  );

async function sheetOf(bytes: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: string[][] = [];
  ws?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))));
  return rows;
}

describe('imports', () => {
  let app: FastifyInstance;
  let tok: { ent: string; ent2: string; admin: string; agent: string };
  let entId: number;
  /** the enterprise user whose imports the tests read back from the operation log */
  let entUserId: number;

  const call = (token: string, options: InjectOptions) => as(app, token, options);
  const upload = async (token: string, kind: string, name: string, bytes: Buffer, lang = 'zh') => {
    const body = await multipart({ name, bytes });
    return call(token, {
      method: 'POST',
      url: `/interface/import/${kind}/check`,
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': lang },
    });
  };
  const commit = (token: string, id: number, mode: 'valid' | 'all') =>
    call(token, { method: 'POST', url: `/interface/import/${id}/commit`, payload: { mode } });
  const tasksOf = async (enterpriseId: number) =>
    (await app.database.db.select({ id: task.id }).from(task).where(eq(task.enterpriseId, enterpriseId))).length;

  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    const ent = await createEnterprise(app, unique('导入企业'));
    entId = ent.id;
    const e = await createUser(app, { userType: '02', enterpriseId: ent.id });
    entUserId = e.id;
    const e2 = await createUser(app, { userType: '02' });
    const admin = await createUser(app, { userType: '01', roles: ['admin'] });
    const agent = await createUser(app, { userType: '01', roles: ['agent'] });
    tok = {
      ent: (await tokensFor(app, e.username)).access_token,
      ent2: (await tokensFor(app, e2.username)).access_token,
      admin: (await tokensFor(app, admin.username)).access_token,
      agent: (await tokensFor(app, agent.username)).access_token,
    };
  });
  afterAll(() => app.close());

  it('gives a template per kind: headers in the language asked, an example row, drop-down lists', async () => {
    const res = await call(tok.ent, {
      method: 'POST',
      url: '/interface/import/tasks/template',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0] as ExcelJS.Worksheet;
    expect(ws.getRow(1).getCell(1).value).toBe('Title');
    expect(ws.getRow(2).getCell(1).value).toBe('Store promoter');
    const industry = ws.getCell('B3').dataValidation;
    expect(industry).toMatchObject({ type: 'list', formulae: ['lists!$A$1:$A$20'] });
    expect(wb.getWorksheet('lists')?.getCell('A3').value).toBe('Manufacturing');
  });

  it('checks 1,000 rows, gives the 3 bad ones back annotated, and all or nothing writes nothing', async () => {
    const bad = new Map<number, 'price' | 'dates' | 'industry'>([
      [10, 'price'],
      [500, 'dates'],
      [999, 'industry'],
    ]);
    const rows = Array.from({ length: 1000 }, (_, i) => taskRow(i + 1, bad.get(i + 1)));
    const file = await xlsxOf(TASK_HEADER_ZH, rows);
    const res = await upload(tok.ent, 'tasks', 'tasks.xlsx', file);
    expect(res.json(), res.body).toMatchObject({
      code: 200,
      data: { total: 1000, valid: 997, invalid: 3, queued: false },
    });
    const check = res.json().data;
    // Sheet rows: the header is row 1, so data row i is sheet row i + 1.
    expect(check.errors.map((e: { row: number }) => e.row)).toEqual([11, 501, 1000]);
    expect(check.errors[0].message).toContain('单价（元）');
    expect(check.errors[1].message).toContain('结束日期');

    const annotated = await call(tok.ent, {
      method: 'POST',
      url: `/interface/import/${check.id}/annotated`,
      headers: { 'accept-language': 'en' },
    });
    expect(annotated.statusCode).toBe(200);
    const sheet = await sheetOf(annotated.rawPayload);
    expect(sheet[0]?.at(-1)).toBe('What is wrong');
    const flagged = sheet.slice(1).flatMap((r, i) => (r[11] ? [[i + 2, r[11]]] : []));
    expect(flagged.map(([row]) => row)).toEqual([11, 501, 1000]);
    expect(String(flagged[0]?.[1])).toMatch(/^Price \(yuan\): /);

    const all = await commit(tok.ent, check.id, 'all');
    expect(all.statusCode).toBe(400);
    expect(all.json().msg).toContain('3');
    expect(await tasksOf(entId)).toBe(0);

    const valid = await commit(tok.ent, check.id, 'valid');
    expect(valid.json(), valid.body).toMatchObject({ code: 200, data: { inserted: 997, skipped: 3, jobId: null } });
    expect(await tasksOf(entId)).toBe(997);
    const logged = await app.database.db
      .select()
      .from(operLog)
      // this user's only: on a shared PostgreSQL database other test files call every route with made-up ids
      .where(and(eq(operLog.entity, 'import'), eq(operLog.entityId, String(check.id)), eq(operLog.userId, entUserId)))
      .orderBy(operLog.id);
    // The refused all-or-nothing attempt is logged as a failure; the import itself once, with its counts.
    expect(logged.map((l) => l.outcome)).toEqual(['failure', 'success']);
    expect(logged[1]?.after).toContain('"inserted":997');

    // The same bytes again: refused at the check, and a second commit of the batch too.
    const again = await upload(tok.ent, 'tasks', 'renamed.xlsx', file);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该文件已经导入过，不能重复导入');
    expect((await commit(tok.ent, check.id, 'valid')).statusCode).toBe(409);
  });

  it('fixing the bad rows of the annotated file makes a file that commits all or nothing', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => taskRow(i + 1, i === 4 ? 'price' : undefined));
    const res = await upload(tok.ent2, 'tasks', 'small.csv', csvOf(TASK_HEADER_ZH, rows));
    expect(res.json().data).toMatchObject({ total: 20, invalid: 1 });
    const annotated = await sheetOf(
      (await call(tok.ent2, { method: 'POST', url: `/interface/import/${res.json().data.id}/annotated` })).rawPayload,
    );
    // The annotated file, its bad row fixed, goes back in as it is (the result column is ignored).
    const fixed = annotated.map((r, i) => (i === 5 ? r.map((c, j) => (j === 4 ? '120' : j === 11 ? '' : c)) : r));
    const second = await upload(tok.ent2, 'tasks', 'fixed.xlsx', await xlsxOf(fixed[0] as string[], fixed.slice(1)));
    expect(second.json().data).toMatchObject({ total: 20, valid: 20, invalid: 0 });
    const done = await commit(tok.ent2, second.json().data.id, 'all');
    expect(done.json().data).toMatchObject({ inserted: 20 });
  });

  it('refuses what the caller may not import, and other users’ batches', async () => {
    const file = csvOf(TASK_HEADER_ZH, [taskRow(1)]);
    // Staff have no client:task:add; enterprises no list or word rights.
    expect((await upload(tok.agent, 'tasks', 'a.csv', file)).statusCode).toBe(403);
    expect((await upload(tok.ent, 'lists', 'a.csv', file)).statusCode).toBe(403);
    expect((await upload(tok.ent, 'words', 'a.csv', file)).statusCode).toBe(403);
    const mine = (await upload(tok.ent, 'tasks', 'one.csv', file)).json().data;
    expect((await commit(tok.ent2, mine.id, 'valid')).statusCode).toBe(404);
    expect((await call(tok.ent2, { method: 'POST', url: `/interface/import/${mine.id}/annotated` })).statusCode).toBe(
      404,
    );
    const wrongHeader = await upload(tok.ent, 'tasks', 'b.csv', csvOf(['名称'], [['x']]));
    expect(wrongHeader.statusCode).toBe(400);
    expect(wrongHeader.json().msg).toContain('表头缺少列');
    expect((await upload(tok.ent, 'tasks', 'c.txt', file)).json().msg).toBe('请上传 xlsx 或 csv 文件');
  });

  it('imports list entries and sensitive words, refusing unknown phones and repeated rows', async () => {
    const f = await createFreelancer(app);
    const lists = await upload(
      tok.admin,
      'lists',
      'lists.csv',
      csvOf(importHeader('lists', 'zh'), [
        ['自由职业者黑名单', f.phone, '多次爽约', '', ''],
        ['自由职业者黑名单', f.phone, '重复', '', ''],
        ['自由职业者白名单', '13000000000', '未知', '', ''],
      ]),
    );
    expect(lists.json().data, lists.body).toMatchObject({ total: 3, valid: 1, invalid: 2 });
    expect(lists.json().data.errors.map((e: { message: string }) => e.message)).toEqual([
      '与第 2 行重复',
      '手机号/企业名称：未找到该手机号的自由职业者',
    ]);
    expect((await commit(tok.admin, lists.json().data.id, 'valid')).json().data).toMatchObject({ inserted: 1 });
    const entries = await app.database.db.select().from(platformList).where(eq(platformList.subjectId, f.id));
    expect(entries.map((e) => e.listType)).toEqual(['2']);

    const w = unique('词').toLowerCase();
    const words = await upload(
      tok.admin,
      'words',
      'w.csv',
      csvOf(importHeader('words', 'en'), [
        [w, 'spam'],
        ['', 'spam'],
      ]),
      'en',
    );
    expect(words.json().data).toMatchObject({ valid: 1, invalid: 1 });
    expect(words.json().data.errors[0].message).toBe('Word: is required');
    expect((await commit(tok.admin, words.json().data.id, 'valid')).json().data).toMatchObject({ inserted: 1 });
    expect(await app.database.db.query.moderationWord.findFirst({ where: eq(moderationWord.word, w) })).toBeTruthy();
  });

  it('imports invitations by phone through the single invitation’s rules, in the import’s transaction', async () => {
    const ent = await enterpriseUser(app);
    const other = await enterpriseUser(app);
    const recruiting = await createTask(app, ent.enterpriseId, { status: '2' });
    const second = await createTask(app, ent.enterpriseId, { status: '2' });
    const notRecruiting = await createTask(app, ent.enterpriseId, { status: '1' });
    const othersTask = await createTask(app, other.enterpriseId, { status: '2' });
    const [f1, f2, f3] = [await createFreelancer(app), await createFreelancer(app), await createFreelancer(app)];
    // f3 already invited the single way: a live order the import must not duplicate.
    const single = await call(ent.token, {
      method: 'POST',
      url: '/interface/client/order/invite',
      payload: { taskId: recruiting.id, phone: f3.phone },
    });
    expect(single.statusCode, single.body).toBe(200);
    const row = (taskNo: string, phone: string, quantity = '') => importRow('invitations', { taskNo, phone, quantity });
    const file = csvOf(importHeader('invitations', 'zh'), [
      row(recruiting.taskNo, f1.phone),
      row(recruiting.taskNo, '12345'),
      row(recruiting.taskNo, f1.phone, '2'),
      row(notRecruiting.taskNo, f2.phone),
      row(recruiting.taskNo, f3.phone),
      row(othersTask.taskNo, f2.phone),
      row(second.taskNo, f2.phone, '3'),
    ]);
    const checked = await upload(ent.token, 'invitations', 'invites.csv', file);
    expect(checked.json(), checked.body).toMatchObject({ code: 200, data: { total: 7, valid: 2, invalid: 5 } });
    const check = checked.json().data;
    expect(check.errors).toEqual([
      { row: 3, message: '自由职业者手机号：请输入正确的手机号码' },
      { row: 4, message: '与第 2 行重复' },
      { row: 5, message: '任务编号：任务不在招募中' },
      { row: 6, message: '自由职业者手机号：该自由职业者在此任务下已有进行中的订单' },
      { row: 7, message: '任务编号：未找到该编号的任务' },
    ]);
    const annotated = await sheetOf(
      (
        await call(ent.token, {
          method: 'POST',
          url: `/interface/import/${check.id}/annotated`,
          headers: { 'accept-language': 'en' },
        })
      ).rawPayload,
    );
    expect(annotated[0]).toEqual([...importHeader('invitations', 'en'), 'What is wrong']);
    expect(annotated.slice(1).map((r) => r[3] ?? '')).toEqual([
      '',
      expect.stringMatching(/^Freelancer phone: /),
      'Same as row 2',
      'Task number: The task is not recruiting',
      'Freelancer phone: This freelancer already has a live order for this task',
      'Task number: No task of yours has this number',
      '',
    ]);
    const invitedTo = async (taskId: number) =>
      app.database.db
        .select({ freelancerId: taskOrder.freelancerId, quantity: taskOrder.quantity, mode: taskOrder.mode })
        .from(taskOrder)
        .where(eq(taskOrder.taskId, taskId));

    // All or nothing: refused, nothing written.
    expect((await commit(ent.token, check.id, 'all')).statusCode).toBe(400);
    expect(await invitedTo(recruiting.id)).toHaveLength(1);
    expect(await invitedTo(second.id)).toHaveLength(0);

    // Only the valid rows: the two invitations, their history rows, and the invited told as by a single invite.
    const done = await commit(ent.token, check.id, 'valid');
    expect(done.json(), done.body).toMatchObject({ code: 200, data: { inserted: 2, skipped: 5 } });
    expect(await invitedTo(recruiting.id)).toEqual(
      expect.arrayContaining([{ freelancerId: f1.id, quantity: '1.00', mode: 'I' }]),
    );
    const [made] = await invitedTo(second.id);
    expect(made).toEqual({ freelancerId: f2.id, quantity: '3.00', mode: 'I' });
    const orders = await app.database.db
      .select({ id: taskOrder.id, orderNo: taskOrder.orderNo, freelancerId: taskOrder.freelancerId })
      .from(taskOrder)
      .where(and(eq(taskOrder.enterpriseId, ent.enterpriseId), eq(taskOrder.mode, 'I')));
    const imported = orders.filter((o) => o.freelancerId !== f3.id);
    for (const o of imported) {
      const events = await app.database.db.select().from(orderEvent).where(eq(orderEvent.orderId, o.id));
      expect(events.map((e) => [e.action, e.toStatus, e.actorType])).toEqual([['invite', '0', 'enterprise']]);
      expect(await latestNotices(app, { freelancerId: o.freelancerId })).toContainEqual(
        expect.objectContaining({ kind: 'orderInvited', params: expect.objectContaining({ orderNo: o.orderNo }) }),
      );
    }
    expect(imported).toHaveLength(2);
  });

  it('checks invitations again in the commit’s transaction, and lets only enterprise users import them', async () => {
    const ent = await enterpriseUser(app);
    const open = await createTask(app, ent.enterpriseId, { status: '2' });
    const closing = await createTask(app, ent.enterpriseId, { status: '2' });
    const [f1, f2] = [await createFreelancer(app), await createFreelancer(app)];
    const file = csvOf(importHeader('invitations', 'en'), [
      importRow('invitations', { taskNo: open.taskNo, phone: f1.phone }),
      importRow('invitations', { taskNo: closing.taskNo, phone: f2.phone }),
    ]);
    const check = (await upload(ent.token, 'invitations', 'later.csv', file, 'en')).json().data;
    expect(check).toMatchObject({ total: 2, valid: 2, invalid: 0 });
    // The task stops recruiting between the check and the commit: the commit's own check sees it.
    await app.database.db.update(task).set({ status: '3' }).where(eq(task.id, closing.id));
    const all = await commit(ent.token, check.id, 'all');
    expect(all.statusCode).toBe(400);
    const written = async () =>
      (
        await app.database.db
          .select({ id: taskOrder.id })
          .from(taskOrder)
          .where(eq(taskOrder.enterpriseId, ent.enterpriseId))
      ).length;
    expect(await written()).toBe(0);
    const invitedTo = async (f: { id: number }) =>
      (await latestNotices(app, { freelancerId: f.id })).filter((n) => n.kind === 'orderInvited');
    // Rolled back: nobody is told of an invitation that was not written.
    expect(await invitedTo(f1)).toEqual([]);
    expect((await commit(ent.token, check.id, 'valid')).json().data).toMatchObject({ inserted: 1, skipped: 1 });
    expect(await written()).toBe(1);
    expect(await invitedTo(f1)).toHaveLength(1);
    expect(await invitedTo(f2)).toEqual([]);

    const refused = await upload(tok.admin, 'invitations', 'staff.csv', file);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('只有企业用户可以导入邀请');
    expect((await upload(tok.agent, 'invitations', 'agent.csv', file)).statusCode).toBe(403);

    // Its template: the kind's headers in the language asked and the example row.
    const template = await call(ent.token, {
      method: 'POST',
      url: '/interface/import/invitations/template',
      headers: { 'accept-language': 'en' },
    });
    expect(template.statusCode, template.body).toBe(200);
    const [header, example] = await sheetOf(template.rawPayload);
    expect(header).toEqual(importHeader('invitations', 'en'));
    expect(example).toEqual(importColumns.invitations.map((c) => c.example.en));
  });

  it('commits once under a double click, and frees a file whose queued job died or whose check was left', async () => {
    const e = await createUser(app, { userType: '02' });
    const token = (await tokensFor(app, e.username)).access_token;
    const file = csvOf(TASK_HEADER_ZH, [taskRow(1), taskRow(2)]);
    const check = (await upload(token, 'tasks', 'twice.csv', file)).json().data;
    const both = await Promise.all([commit(token, check.id, 'valid'), commit(token, check.id, 'valid')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await tasksOf(e.enterpriseId as number)).toBe(2);

    // A batch queued on a job the download centre failed (its server stopped) does not hold its file as taken.
    const other = csvOf(TASK_HEADER_ZH, [taskRow(3)]);
    const queued = (await upload(token, 'tasks', 'dead.csv', other)).json().data;
    const [job] = await app.database.db
      .insert(exportJob)
      .values({ userId: e.id, kind: 'taskImport', status: 'failed' })
      .returning();
    await app.database.db
      .update(importBatch)
      .set({ status: 'queued', jobId: job?.id })
      .where(eq(importBatch.id, queued.id));
    const again = await upload(token, 'tasks', 'dead-again.csv', other);
    expect(again.json(), again.body).toMatchObject({ code: 200, data: { total: 1 } });

    // A check left uncommitted for over a day goes, with its file, at the uploader's next upload.
    await app.database.db
      .update(importBatch)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(importBatch.id, again.json().data.id));
    await upload(token, 'tasks', 'next.csv', csvOf(TASK_HEADER_ZH, [taskRow(4)]));
    expect(
      await app.database.db.query.importBatch.findFirst({ where: eq(importBatch.id, again.json().data.id) }),
    ).toBeUndefined();
  });

  it('commits over 5,000 rows as a job of the download centre, its result file there', async () => {
    const e = await createUser(app, { userType: '02' });
    const token = (await tokensFor(app, e.username)).access_token;
    const rows = Array.from({ length: 5001 }, (_, i) => taskRow(i + 1, i === 0 ? 'price' : undefined));
    const check = (await upload(token, 'tasks', 'big.csv', csvOf(TASK_HEADER_ZH, rows))).json().data;
    expect(check).toMatchObject({ total: 5001, invalid: 1, queued: true });
    const res = await commit(token, check.id, 'valid');
    expect(res.json(), res.body).toMatchObject({ code: 200, data: { inserted: 0 } });
    const job = await waitForExport(app, token, res.json().data.jobId);
    expect(job, JSON.stringify(job)).toMatchObject({ status: 'done', kind: 'taskImport', rowCount: 5001 });
    expect(await tasksOf(e.enterpriseId as number)).toBe(5000);
    const file = await call(token, { method: 'POST', url: `/interface/common/down-file/${job.id}/download` });
    const sheet = await sheetOf(file.rawPayload);
    expect(sheet[1]?.[11]).toMatch(/^单价（元）：/);
    expect(sheet[2]?.[11]).toBe('导入成功');
  }, 120_000);

  it('fails a queued commit whole when the enterprise may no longer publish, writing nothing and leaving it open', async () => {
    const e = await createUser(app, { userType: '02' });
    const token = (await tokensFor(app, e.username)).access_token;
    const rows = Array.from({ length: 5001 }, (_, i) => taskRow(i + 1));
    const check = (await upload(token, 'tasks', 'refused.csv', csvOf(TASK_HEADER_ZH, rows))).json().data;
    // Blacklisted after the check: the commit's own check refuses it.
    await app.database.db.insert(platformList).values({
      listType: '3',
      subjectId: e.enterpriseId as number,
      reason: '测试',
      startAt: new Date(Date.now() - 60_000),
    });
    const res = await commit(token, check.id, 'all');
    const job = await waitForExport(app, token, res.json().data.jobId);
    expect(job.status).toBe('failed');
    expect(job.error).toContain('导出失败');
    expect(await tasksOf(e.enterpriseId as number)).toBe(0);
    const batch = await app.database.db.query.importBatch.findFirst({ where: eq(importBatch.id, check.id) });
    expect(batch?.status).toBe('checked');
  }, 120_000);
});
