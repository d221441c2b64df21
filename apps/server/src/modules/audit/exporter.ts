import { USER_TYPE } from '@console/domain/enums';
import { LoginLogQuery } from '@console/domain/schemas/admin';
import { and, asc, count, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginLog } from '../../db/schema/index.js';
import type { Principal } from '../../http/principal.js';
import { exportStamp, keysetRows, registerExporter, type SheetHeaders, sheetColumns } from '../exports/registry.js';
import { AuditService } from './service.js';
import { loginEventLabels } from './texts.js';

const headers: SheetHeaders = {
  createdAt: { zh: '时间', en: 'Time', width: 20 },
  username: { zh: '账号', en: 'Account', width: 20 },
  event: { zh: '事件', en: 'Event', width: 14 },
  ip: { zh: 'IP 地址', en: 'IP address', width: 18 },
  userAgent: { zh: '浏览器', en: 'Browser', width: 48 },
  detail: { zh: '说明', en: 'Detail', width: 30 },
};

/** Staff only: an enterprise user's export of the login log is empty (the list refuses them too). */
const whereOf = (db: Db, p: Principal, params: Record<string, unknown>) =>
  p.userType === USER_TYPE.system ? (new AuditService(db).loginWhere(LoginLogQuery.parse(params)) ?? null) : false;

/** The login log page's rows as a sheet, with the same filters (modules/exports). */
export function registerLoginLogExporter(): void {
  registerExporter({
    kind: 'loginLog',
    query: LoginLogQuery,
    permission: 'system:logininfor:export',
    columns: sheetColumns(headers),
    rows: (db, p, params, locale) => {
      const where = whereOf(db, p, params);
      return keysetRows(async (afterId, limit) => {
        if (where === false) return [];
        const page = await db
          .select()
          .from(loginLog)
          .where(and(where ?? undefined, gt(loginLog.id, afterId)))
          .orderBy(asc(loginLog.id))
          .limit(limit);
        return page.map((r) => ({
          id: r.id,
          createdAt: exportStamp(r.createdAt),
          username: r.username,
          event: loginEventLabels[r.event as keyof typeof loginEventLabels]?.[locale] ?? r.event,
          ip: r.ip ?? '',
          userAgent: r.userAgent ?? '',
          detail: r.detail ?? '',
        }));
      });
    },
    count: async (db, p, params) => {
      const where = whereOf(db, p, params);
      if (where === false) return 0;
      const [r] = await db
        .select({ n: count() })
        .from(loginLog)
        .where(where ?? undefined);
      return r?.n ?? 0;
    },
  });
}
