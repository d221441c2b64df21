import { registerTranslations } from '../lib/i18n/i18n';

/** Texts of the export button, the export-notice dialog and the download centre (namespace `exports`). */
const zh = {
  export: '导出',
  started: '导出任务已创建',
  noticeTitle: '导出提示',
  noticeBody: '导出任务已提交。数据量较大时导出需要一些时间，文件生成后将在下载中心提供下载。',
  noticeLink: '前往下载中心',
  noticeDontShow: '不再提示',
  noticeOk: '知道了',
  centreTitle: '下载中心',
  centreHint: '导出的文件在这里生成，完成后点击下载；到期的文件会自动删除。',
  fileName: '文件名',
  kind: '导出内容',
  status: '状态',
  progress: '进度',
  rows: '行数',
  size: '文件大小',
  createdAt: '创建时间',
  finishedAt: '完成时间',
  expiresAt: '保留至',
  download: '下载',
  delete: '删除',
  deleteTitle: '删除导出文件',
  deleteConfirm: '确定删除“{{name}}”吗？文件删除后无法恢复。',
  deleted: '已删除',
  generating: '生成中',
  kinds: { tasks: '任务列表', orders: '订单列表', invoices: '开票申请', invoiceRecords: '开票记录' },
  statuses: { pending: '排队中', running: '生成中', done: '已完成', failed: '失败' },
};

export const exportTexts = {
  zh,
  en: {
    export: 'Export',
    started: 'Export started',
    noticeTitle: 'Export',
    noticeBody:
      'Your export has been submitted. Large exports take a while; the file is delivered in the download centre when it is ready.',
    noticeLink: 'Go to the download centre',
    noticeDontShow: 'Do not show again',
    noticeOk: 'OK',
    centreTitle: 'Download centre',
    centreHint:
      'Exported files are generated here; download them when they are done. Expired files are deleted automatically.',
    fileName: 'File name',
    kind: 'Content',
    status: 'Status',
    progress: 'Progress',
    rows: 'Rows',
    size: 'Size',
    createdAt: 'Created',
    finishedAt: 'Finished',
    expiresAt: 'Kept until',
    download: 'Download',
    delete: 'Delete',
    deleteTitle: 'Delete export',
    deleteConfirm: 'Delete "{{name}}"? The file cannot be recovered.',
    deleted: 'Deleted',
    generating: 'Generating',
    kinds: { tasks: 'Tasks', orders: 'Orders', invoices: 'Invoice applications', invoiceRecords: 'Invoice records' },
    statuses: { pending: 'Queued', running: 'Generating', done: 'Done', failed: 'Failed' },
  },
};

registerTranslations('exports', exportTexts.zh, exportTexts.en);
