import { callOutcome, labelOf } from '@console/domain/enums';
import type { Locale } from '@console/domain/locale';
import { CallRecordQuery } from '@console/domain/schemas/softphone';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { callRecord, sysUser } from '../../db/schema/index.js';
import type { Principal } from '../../http/principal.js';
import { exportStamp, keysetRows, registerExporter, type SheetHeaders, sheetColumns } from '../exports/registry.js';
import { SeatService } from './seat-service.js';
import { callRecordsWhere } from './service.js';

const headers: SheetHeaders = {
  rungAt: { zh: '呼叫时间', en: 'Rang at', width: 20 },
  direction: { zh: '方向', en: 'Direction', width: 8 },
  agentId: { zh: '坐席', en: 'Seat', width: 12 },
  userName: { zh: '坐席人员', en: 'Agent', width: 12 },
  maskedNumber: { zh: '号码', en: 'Number', width: 16 },
  business: { zh: '业务', en: 'Business', width: 22 },
  answeredAt: { zh: '接通时间', en: 'Answered at', width: 20 },
  endedAt: { zh: '结束时间', en: 'Ended at', width: 20 },
  durationSeconds: { zh: '通话时长（秒）', en: 'Duration (s)', width: 12 },
  outcome: { zh: '结果', en: 'Outcome', width: 12 },
  note: { zh: '话后备注', en: 'Wrap-up note', width: 40 },
};

const directionLabels = { out: { zh: '呼出', en: 'Outbound' }, in: { zh: '呼入', en: 'Inbound' } } as const;
async function whereOf(db: Db, p: Principal, params: Record<string, unknown>) {
  const centre = await new SeatService(db).centreOf(p.userId);
  return callRecordsWhere(p, centre, CallRecordQuery.parse(params));
}

async function* rows(db: Db, p: Principal, params: Record<string, unknown>, locale: Locale) {
  const where = await whereOf(db, p, params);
  yield* keysetRows(async (afterId, limit) => {
    const page = await db
      .select({ r: callRecord, userName: sysUser.name })
      .from(callRecord)
      .leftJoin(sysUser, eq(sysUser.id, callRecord.userId))
      .where(and(where, gt(callRecord.id, afterId)))
      .orderBy(asc(callRecord.id))
      .limit(limit);
    return page.map(({ r, userName }) => ({
      id: r.id,
      rungAt: exportStamp(r.rungAt),
      direction: directionLabels[r.direction as 'out' | 'in']?.[locale] ?? r.direction,
      agentId: r.agentId,
      userName: userName ?? '',
      maskedNumber: r.maskedNumber,
      business: r.businessType && r.businessId ? `${r.businessType} ${r.businessId}` : '',
      answeredAt: exportStamp(r.answeredAt),
      endedAt: exportStamp(r.endedAt),
      durationSeconds: r.durationSeconds ?? '',
      outcome: r.outcome ? labelOf(callOutcome, r.outcome, locale) : '',
      note: r.note ?? '',
    }));
  });
}

registerExporter({
  kind: 'callRecords',
  query: CallRecordQuery,
  permission: 'telManage:record:export',
  columns: sheetColumns(headers),
  rows,
  count: async (db, p, params) => {
    const [r] = await db
      .select({ n: count() })
      .from(callRecord)
      .where(await whereOf(db, p, params));
    return r?.n ?? 0;
  },
});
