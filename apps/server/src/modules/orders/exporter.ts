import { gender, labelOf, orderStatusLabel } from '@console/domain/enums';
import type { Locale } from '@console/domain/locale';
import { maskName, maskPhone } from '@console/domain/masking';
import { OrderListQuery, orderModeLabel } from '@console/domain/schemas/order';
import { orderModeOf } from '@console/domain/workflows/order';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterprise, freelancer, task, taskOrder } from '../../db/schema/index.js';
import type { Principal } from '../../http/principal.js';
import {
  keysetRows,
  registerExporter,
  type SheetHeaders,
  sheetColumns,
  exportStamp as stamp,
} from '../exports/registry.js';
import { freelancerPerson, orderListWhere } from './service.js';

const headers: SheetHeaders = {
  orderNo: { zh: '订单编号', en: 'Order no.', width: 24 },
  taskTitle: { zh: '任务名称', en: 'Task', width: 30 },
  enterpriseName: { zh: '企业名称', en: 'Enterprise', width: 28 },
  freelancerName: { zh: '自由职业者', en: 'Freelancer', width: 14 },
  freelancerPhone: { zh: '手机号', en: 'Phone', width: 14 },
  freelancerGender: { zh: '性别', en: 'Gender', width: 8 },
  freelancerAge: { zh: '年龄', en: 'Age', width: 8 },
  mode: { zh: '订单方式', en: 'Mode', width: 10 },
  quantity: { zh: '数量', en: 'Quantity', width: 10 },
  amount: { zh: '金额（元）', en: 'Amount (CNY)', width: 14 },
  status: { zh: '订单状态', en: 'Status', width: 14 },
  createdAt: { zh: '创建时间', en: 'Created', width: 20 },
  updatedAt: { zh: '更新时间', en: 'Updated', width: 20 },
};

const columns = sheetColumns(headers);

/** The order list's rows for an export: the list's own WHERE (enterprise scope included), paged by id, masked. */
function rows(db: Db, p: Principal, params: Record<string, unknown>, locale: Locale) {
  const where = orderListWhere(db, p, OrderListQuery.parse(params));
  return keysetRows(async (afterId, limit) => {
    const page = await db
      .select({
        id: taskOrder.id,
        orderNo: taskOrder.orderNo,
        taskTitle: task.title,
        enterpriseName: enterprise.name,
        freelancerName: freelancer.name,
        freelancerPhone: freelancer.phone,
        freelancerIdCard: freelancer.idCard,
        mode: taskOrder.mode,
        quantity: taskOrder.quantity,
        amount: taskOrder.amount,
        status: taskOrder.status,
        createdAt: taskOrder.createdAt,
        updatedAt: taskOrder.updatedAt,
      })
      .from(taskOrder)
      .innerJoin(task, eq(task.id, taskOrder.taskId))
      .innerJoin(enterprise, eq(enterprise.id, taskOrder.enterpriseId))
      .innerJoin(freelancer, eq(freelancer.id, taskOrder.freelancerId))
      .where(and(where, gt(taskOrder.id, afterId)))
      .orderBy(asc(taskOrder.id))
      .limit(limit);
    return page.map(({ freelancerIdCard, ...r }) => {
      const person = freelancerPerson(freelancerIdCard);
      return {
        ...r,
        freelancerName: maskName(r.freelancerName),
        freelancerPhone: maskPhone(r.freelancerPhone),
        freelancerGender: person.freelancerGender ? labelOf(gender, person.freelancerGender, locale) : '',
        freelancerAge: person.freelancerAge ?? '',
        mode: labelOf(orderModeLabel, r.mode, locale),
        amount: Number(r.amount),
        status: orderStatusLabel(r.status, orderModeOf(r.mode), locale),
        createdAt: stamp(r.createdAt),
        updatedAt: stamp(r.updatedAt),
      };
    });
  });
}

export function registerOrderExporter(): void {
  registerExporter({ kind: 'orders', query: OrderListQuery, permission: 'client:order:export', columns, rows });
}
