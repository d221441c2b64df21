import { labelOf, pricingUnit, taskStatus, workMode } from '@console/domain/enums';
import { industry } from '@console/domain/industries';
import type { Locale } from '@console/domain/locale';
import { TaskListQuery } from '@console/domain/schemas/task';
import { and, asc, count, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { task } from '../../db/schema/index.js';
import type { Principal } from '../../http/principal.js';
import {
  keysetRows,
  registerExporter,
  type SheetHeaders,
  sheetColumns,
  exportStamp as stamp,
} from '../exports/registry.js';
import { taskListWhere, taskRowQuery, toRow } from './service.js';

const headers: SheetHeaders = {
  taskNo: { zh: '任务编号', en: 'Task no.', width: 20 },
  title: { zh: '任务名称', en: 'Title', width: 30 },
  enterpriseName: { zh: '企业名称', en: 'Enterprise', width: 28 },
  industry: { zh: '所属行业', en: 'Industry', width: 24 },
  workMode: { zh: '工作方式', en: 'Work mode', width: 12 },
  pricingUnit: { zh: '计价单位', en: 'Pricing unit', width: 12 },
  price: { zh: '单价（元）', en: 'Price (CNY)', width: 14 },
  headcount: { zh: '招募人数', en: 'Headcount', width: 10 },
  place: { zh: '工作地点', en: 'Place', width: 24 },
  startDate: { zh: '开始日期', en: 'Start date', width: 12 },
  endDate: { zh: '结束日期', en: 'End date', width: 12 },
  status: { zh: '任务状态', en: 'Status', width: 12 },
  orderCount: { zh: '订单数', en: 'Orders', width: 10 },
  createdAt: { zh: '创建时间', en: 'Created', width: 20 },
};

const columns = sheetColumns(headers);

/**
 * The task list's rows for an export: the list's own WHERE (so the enterprise scope holds), paged by id.
 * Enumerations are labelled in the job's language.
 */
function rows(db: Db, p: Principal, params: Record<string, unknown>, locale: Locale) {
  const where = taskListWhere(p, TaskListQuery.parse(params));
  return keysetRows(async (afterId, limit) => {
    const page = await taskRowQuery(db)
      .where(and(where, gt(task.id, afterId)))
      .orderBy(asc(task.id))
      .limit(limit);
    return page.map(toRow).map((r) => ({
      id: r.id,
      taskNo: r.taskNo,
      title: r.title,
      enterpriseName: r.enterpriseName,
      industry: labelOf(industry, r.industry, locale),
      workMode: labelOf(workMode, r.workMode, locale),
      pricingUnit: labelOf(pricingUnit, r.pricingUnit, locale),
      price: r.price,
      headcount: r.headcount,
      place: r.place ?? '',
      startDate: r.startDate,
      endDate: r.endDate,
      status: labelOf(taskStatus, r.status, locale),
      orderCount: r.orderCount,
      createdAt: stamp(new Date(r.createdAt)),
    }));
  });
}

export function registerTaskExporter(): void {
  registerExporter({
    kind: 'tasks',
    query: TaskListQuery,
    permission: 'client:task:export',
    columns,
    rows,
    count: async (db, p, params) => {
      const [r] = await db
        .select({ n: count() })
        .from(task)
        .where(taskListWhere(p, TaskListQuery.parse(params)));
      return Number(r?.n ?? 0);
    },
  });
}
