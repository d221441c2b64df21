import { registerTranslations } from '../lib/i18n/i18n';

/** Texts of the import button and its dialog (namespace `imports`). */
const zh = {
  import: '导入',
  title: '批量导入',
  template: '下载模板',
  templateHint: '请按模板填写（xlsx 或 csv），第一行为表头；有下拉选项的列请从列表中选择。',
  drop: '点击或拖动文件到此处上传',
  checking: '正在上传并校验…',
  counts: '共 {{total}} 行：有效 {{valid}} 行，错误 {{invalid}} 行',
  firstErrors: '前 {{n}} 条错误',
  row: '第 {{row}} 行：',
  annotated: '下载校验结果',
  mode: '导入方式',
  modeValid: '仅导入有效行',
  modeAll: '全部或全不（有错误则不导入）',
  commit: '确认导入',
  queuedHint: '行数超过 {{n}}，确认后将在下载中心后台执行，结果文件在下载中心提供。',
  done: '已导入 {{n}} 行',
  queued: '导入任务已提交，请在下载中心查看结果',
  again: '重新上传',
};

const en = {
  import: 'Import',
  title: 'Import from a sheet',
  template: 'Download template',
  templateHint:
    'Fill in the template (xlsx or csv) with the header in the first row; pick the values of drop-down columns from their lists.',
  drop: 'Click or drag a file here to upload',
  checking: 'Uploading and checking…',
  counts: '{{total}} rows: {{valid}} valid, {{invalid}} with errors',
  firstErrors: 'The first {{n}} errors',
  row: 'Row {{row}}: ',
  annotated: 'Download the checked file',
  mode: 'Import',
  modeValid: 'Only the valid rows',
  modeAll: 'All or nothing (nothing if any row has errors)',
  commit: 'Import',
  queuedHint: 'Over {{n}} rows: the import runs in the download centre, where its result file will be.',
  done: '{{n}} rows imported',
  queued: 'The import has been queued; see its result in the download centre',
  again: 'Upload another file',
} satisfies typeof zh;

export const importTexts = { zh, en };

registerTranslations('imports', zh, en);
