import { FEEDBACK_PENDING, feedbackStatus, feedbackType, labelOf } from '@console/domain/enums';
import type { Locale } from '@console/domain/locale';
import { maskName } from '@console/domain/masking';
import { FeedbackListQuery } from '@console/domain/schemas/feedback';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterprise, feedback, sysUser } from '../../db/schema/index.js';
import type { Principal } from '../../http/principal.js';
import { exportStamp, keysetRows, registerExporter, type SheetHeaders, sheetColumns } from '../exports/registry.js';
import { feedbackListWhere } from './service.js';

const headers: SheetHeaders = {
  addTime: { zh: '反馈时间', en: 'Sent at', width: 20 },
  username: { zh: '账号', en: 'Account', width: 16 },
  userName: { zh: '姓名', en: 'Name', width: 12 },
  enterpriseName: { zh: '企业名称', en: 'Enterprise', width: 28 },
  feedType: { zh: '反馈类型', en: 'Type', width: 14 },
  feedDesc: { zh: '反馈内容', en: 'Description', width: 48 },
  imageCount: { zh: '图片数', en: 'Images', width: 8 },
  status: { zh: '处理状态', en: 'Status', width: 12 },
  resultOut: { zh: '回复内容', en: 'Reply', width: 48 },
  repliedByName: { zh: '回复人', en: 'Replied by', width: 12 },
  replyTime: { zh: '回复时间', en: 'Replied at', width: 20 },
};

const whereOf = (p: Principal, params: Record<string, unknown>) =>
  feedbackListWhere(p, FeedbackListQuery.parse(params));

function rows(db: Db, p: Principal, params: Record<string, unknown>, locale: Locale) {
  const where = whereOf(p, params);
  return keysetRows(async (afterId, limit) => {
    const page = await db
      .select({
        id: feedback.id,
        createdAt: feedback.createdAt,
        username: sysUser.username,
        userName: sysUser.name,
        enterpriseName: enterprise.name,
        feedType: feedback.feedType,
        feedDesc: feedback.feedDesc,
        urls: feedback.urls,
        status: feedback.status,
        resultOut: feedback.resultOut,
        repliedByName: sql<string | null>`(select r.name from sys_user r where r.id = ${feedback.repliedBy})`,
        repliedAt: feedback.repliedAt,
      })
      .from(feedback)
      .innerJoin(sysUser, eq(sysUser.id, feedback.userId))
      .leftJoin(enterprise, eq(enterprise.id, feedback.enterpriseId))
      .where(and(where, gt(feedback.id, afterId)))
      .orderBy(asc(feedback.id))
      .limit(limit);
    return page.map((r) => {
      const replied = r.status !== FEEDBACK_PENDING;
      return {
        id: r.id,
        addTime: exportStamp(r.createdAt),
        username: r.username,
        userName: maskName(r.userName),
        enterpriseName: r.enterpriseName ?? '',
        feedType: labelOf(feedbackType, r.feedType, locale),
        feedDesc: r.feedDesc,
        imageCount: r.urls.split(',').filter(Boolean).length,
        status: labelOf(feedbackStatus, r.status, locale),
        resultOut: replied ? (r.resultOut ?? '') : '',
        repliedByName: replied ? (r.repliedByName ?? '') : '',
        replyTime: replied ? exportStamp(r.repliedAt) : '',
      };
    });
  });
}

/**
 * The help centre's feedback list as a sheet: staff every feedback, an enterprise user their own (the list's
 * WHERE). Names are masked as the page shows them; the reply only once there is one. The seed has no export
 * code for this page: whoever may open the list may export it.
 */
export function registerFeedbackExporter(): void {
  registerExporter({
    kind: 'feedback',
    query: FeedbackListQuery,
    permission: 'client:feedback:list',
    columns: sheetColumns(headers),
    rows,
    count: async (db, p, params) => {
      const [r] = await db
        .select({ n: count() })
        .from(feedback)
        .innerJoin(sysUser, eq(sysUser.id, feedback.userId))
        .where(whereOf(p, params));
      return r?.n ?? 0;
    },
  });
}
