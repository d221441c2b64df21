import { listType, pricingUnit, workMode, yesNo } from './enums.js';
import { industry } from './industries.js';
import type { ImportKind } from './schemas/imports.js';

/** An enumeration as a sheet shows it: code → label in each language. */
export type SheetEnum = Record<string, { zh: string; en: string }>;

/** One column of an import sheet: the row property, its headers, an example cell, and its choices if any. */
export interface ImportColumn {
  key: string;
  zh: string;
  en: string;
  example: { zh: string; en: string };
  /** the drop-down list of the template; a cell may hold a label (either language) or the code */
  choices?: SheetEnum;
  width?: number;
}

/**
 * The columns of each import kind, in the template's order: the server's kinds read and write sheets by them, and
 * the tests, the browser specs and the bench build their files from them (one source for the headers).
 */
export const importColumns = {
  tasks: [
    { key: 'title', zh: '任务名称', en: 'Title', example: { zh: '门店促销员', en: 'Store promoter' }, width: 24 },
    {
      key: 'industry',
      zh: '所属行业',
      en: 'Industry',
      example: { zh: industry.F?.zh ?? '', en: industry.F?.en ?? '' },
      choices: industry,
      width: 28,
    },
    {
      key: 'workMode',
      zh: '工作方式',
      en: 'Work mode',
      example: { zh: workMode['0'].zh, en: workMode['0'].en },
      choices: workMode,
    },
    {
      key: 'pricingUnit',
      zh: '计价方式',
      en: 'Pricing unit',
      example: { zh: pricingUnit['01'].zh, en: pricingUnit['01'].en },
      choices: pricingUnit,
    },
    { key: 'price', zh: '单价（元）', en: 'Price (yuan)', example: { zh: '300', en: '300' } },
    { key: 'headcount', zh: '招募人数', en: 'Headcount', example: { zh: '5', en: '5' } },
    { key: 'place', zh: '工作地点', en: 'Place', example: { zh: '上海市徐汇区', en: 'Xuhui, Shanghai' }, width: 24 },
    { key: 'startDate', zh: '开始日期', en: 'Start date', example: { zh: '2026-12-01', en: '2026-12-01' }, width: 14 },
    { key: 'endDate', zh: '结束日期', en: 'End date', example: { zh: '2026-12-31', en: '2026-12-31' }, width: 14 },
    {
      key: 'description',
      zh: '任务描述',
      en: 'Description',
      example: { zh: '周末门店促销', en: 'Weekend promotion' },
      width: 32,
    },
    {
      key: 'whitelistOnly',
      zh: '仅限白名单',
      en: 'Whitelist only',
      example: { zh: yesNo['0'].zh, en: yesNo['0'].en },
      choices: yesNo,
    },
  ],
  lists: [
    {
      key: 'listType',
      zh: '名单类型',
      en: 'List',
      example: { zh: listType['2'].zh, en: listType['2'].en },
      choices: listType,
      width: 22,
    },
    {
      key: 'subject',
      zh: '手机号/企业名称',
      en: 'Phone / enterprise name',
      example: { zh: '13800000000', en: '13800000000' },
      width: 24,
    },
    { key: 'reason', zh: '原因', en: 'Reason', example: { zh: '多次爽约', en: 'Missed several shifts' }, width: 30 },
    { key: 'startAt', zh: '生效日期', en: 'Start date', example: { zh: '2026-12-01', en: '2026-12-01' }, width: 14 },
    { key: 'endAt', zh: '失效日期', en: 'End date', example: { zh: '', en: '' }, width: 14 },
  ],
  words: [
    { key: 'word', zh: '敏感词', en: 'Word', example: { zh: '加微信', en: 'add me on wechat' }, width: 24 },
    { key: 'tag', zh: '标签', en: 'Tag', example: { zh: '引流', en: 'solicitation' }, width: 16 },
  ],
  invitations: [
    {
      key: 'taskNo',
      zh: '任务编号',
      en: 'Task number',
      example: { zh: 'T20261201000001', en: 'T20261201000001' },
      width: 22,
    },
    {
      key: 'phone',
      zh: '自由职业者手机号',
      en: 'Freelancer phone',
      example: { zh: '13800000000', en: '13800000000' },
      width: 20,
    },
    { key: 'quantity', zh: '数量（选填）', en: 'Quantity (optional)', example: { zh: '1', en: '1' }, width: 16 },
  ],
} as const satisfies Record<ImportKind, readonly ImportColumn[]>;

/** A kind's header row in one language. */
export const importHeader = (kind: ImportKind, locale: 'zh' | 'en'): string[] =>
  importColumns[kind].map((c) => c[locale]);

/** A row of cells in the kind's column order, from values by column key (a key left out is an empty cell). */
export function importRow(kind: ImportKind, values: Record<string, string>): string[] {
  return importColumns[kind].map((c) => values[c.key] ?? '');
}
