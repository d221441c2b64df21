import { gender, labelOf, orderStatusLabel } from '@console/domain/enums';
import type { Locale } from '@console/domain/locale';
import { maskBankCard, maskIdCard } from '@console/domain/masking';
import { OrderListQuery, orderModeLabel } from '@console/domain/schemas/order';
import { orderModeOf } from '@console/domain/workflows/order';
import { and, asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { column, openValue } from '../../db/protected-columns.js';
import { taskOrder } from '../../db/schema/index.js';
import type { Principal } from '../../http/principal.js';
import type { KeyRing } from '../../lib/key-ring.js';
import {
  isUnmaskedExport,
  keysetRows,
  registerExporter,
  type SheetHeaders,
  sheetColumns,
  exportStamp as stamp,
} from '../exports/registry.js';
import { orderListWhere, orderRowQuery, presentOrderRow } from './service.js';

const headers: SheetHeaders = {
  orderNo: { zh: '订单编号', en: 'Order no.', width: 24 },
  taskTitle: { zh: '任务名称', en: 'Task', width: 30 },
  enterpriseName: { zh: '企业名称', en: 'Enterprise', width: 28 },
  freelancerName: { zh: '自由职业者', en: 'Freelancer', width: 14 },
  freelancerPhone: { zh: '手机号', en: 'Phone', width: 14 },
  freelancerIdCard: { zh: '身份证号', en: 'ID card', width: 22 },
  freelancerBankCard: { zh: '银行卡号', en: 'Bank card', width: 26 },
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

/** The order list's rows for an export: the list's own query, WHERE and presenter, paged by id, then labelled. */
function rows(db: Db, p: Principal, params: Record<string, unknown>, locale: Locale, keys: KeyRing) {
  const where = orderListWhere(db, p, OrderListQuery.parse(params));
  return keysetRows(async (afterId, limit) => {
    const page = await orderRowQuery(db)
      .where(and(where, gt(taskOrder.id, afterId)))
      .orderBy(asc(taskOrder.id))
      .limit(limit);
    const unmasked = isUnmaskedExport(params);
    return page.map((record) => {
      const r = presentOrderRow(record, keys);
      const idCard = openValue(keys, column('freelancer', 'idCard'), record.freelancerIdCard);
      const bankCard = openValue(keys, column('freelancer', 'bankCard'), record.freelancerBankCard);
      return {
        id: r.id,
        orderNo: r.orderNo,
        taskTitle: r.taskTitle,
        enterpriseName: r.enterpriseName,
        freelancerName: r.freelancerName,
        freelancerPhone: r.freelancerPhone,
        // whole only in an export asked unmasked (its own permission and a step-up, exports/registry.ts)
        freelancerIdCard: unmasked ? idCard : maskIdCard(idCard),
        freelancerBankCard: unmasked ? bankCard : maskBankCard(bankCard),
        freelancerGender: r.freelancerGender ? labelOf(gender, r.freelancerGender, locale) : '',
        freelancerAge: r.freelancerAge ?? '',
        mode: labelOf(orderModeLabel, r.mode, locale),
        quantity: r.quantity,
        amount: Number(r.amount),
        status: orderStatusLabel(r.status, orderModeOf(r.mode), locale),
        createdAt: stamp(new Date(r.createdAt)),
        updatedAt: stamp(new Date(r.updatedAt)),
      };
    });
  });
}

export function registerOrderExporter(): void {
  registerExporter({
    kind: 'orders',
    query: OrderListQuery,
    permission: 'client:order:export',
    unmaskedPermission: 'client:order:export:unmasked',
    columns,
    rows,
  });
}
