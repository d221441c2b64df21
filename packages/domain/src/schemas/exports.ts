import { z } from 'zod';
import { PageQuery } from './list.js';

export const exportKinds = [
  'tasks',
  'orders',
  'invoices',
  'invoiceRecords',
  'articles',
  'feedback',
  'callRecords',
  'loginLog',
  // the result files of imports committed in the queue (issue 23)
  'taskImport',
  'listImport',
  'wordImport',
  'invitationImport',
] as const;
export const ExportKind = z.enum(exportKinds);
export type ExportKind = z.infer<typeof ExportKind>;

export const exportStatuses = ['pending', 'running', 'done', 'failed'] as const;
export const ExportStatus = z.enum(exportStatuses);
export type ExportStatus = z.infer<typeof ExportStatus>;

/**
 * POST /client/export: the kind plus the list's own filters (status, beginTime, keyword…), passed on to the
 * exporter unchanged; the exporter validates them with the list's schema.
 */
export const ExportCreateBody = z.looseObject({ kind: ExportKind });
export type ExportCreateBody = z.infer<typeof ExportCreateBody>;

/** One export job as the download centre lists it. */
export const ExportJob = z.object({
  id: z.number().int(),
  kind: ExportKind,
  status: ExportStatus,
  /** 0-100 */
  progress: z.number().int(),
  rowCount: z.number().int().nullable(),
  fileName: z.string().nullable(),
  /** bytes of the finished file */
  size: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** when the retention sweep deletes the job and its file (finishedAt + EXPORT_RETENTION_DAYS) */
  expiresAt: z.string().nullable(),
});
export type ExportJob = z.infer<typeof ExportJob>;

/** GET /common/down-file/list: the caller's own jobs, newest first. */
export const DownFileListQuery = PageQuery.pick({ pageNum: true, pageSize: true });
export type DownFileListQuery = z.infer<typeof DownFileListQuery>;

/** What each kind is called: the sheet and file name of its export, and the download centre's label. */
export const exportKindLabels: Record<ExportKind, { zh: string; en: string }> = {
  tasks: { zh: '任务列表', en: 'Tasks' },
  orders: { zh: '订单列表', en: 'Orders' },
  invoices: { zh: '开票申请', en: 'Invoice applications' },
  invoiceRecords: { zh: '开票记录', en: 'Invoice records' },
  articles: { zh: '资讯信息', en: 'Information' },
  feedback: { zh: '问题反馈', en: 'Feedback' },
  callRecords: { zh: '通话记录', en: 'Call records' },
  loginLog: { zh: '登录日志', en: 'Login log' },
  taskImport: { zh: '任务导入结果', en: 'Task import result' },
  listImport: { zh: '黑白名单导入结果', en: 'List import result' },
  wordImport: { zh: '敏感词导入结果', en: 'Sensitive word import result' },
  invitationImport: { zh: '邀请接单导入结果', en: 'Invitation import result' },
};
