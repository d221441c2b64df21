import { registerTranslations } from '../i18n/i18n';

const zh = {
  search: '搜索',
  reset: '重置',
  total: '共 {{total}} 条',
  totalMore: '超过 {{total}} 条',
  actions: '操作',
  detail: '详情',
  keyword: '关键字',
  keywordPlaceholder: '请输入关键字',
  dateRange: '创建时间',
  startDate: '开始日期',
  endDate: '结束日期',
  all: '全部',
  empty: '暂无数据',
  refresh: '刷新',
  expand: '展开',
  collapse: '收起',
};

export const listTexts = {
  zh,
  en: {
    search: 'Search',
    reset: 'Reset',
    total: '{{total}} in all',
    totalMore: 'More than {{total}}',
    actions: 'Actions',
    detail: 'Details',
    keyword: 'Keyword',
    keywordPlaceholder: 'Enter a keyword',
    dateRange: 'Created',
    startDate: 'Start date',
    endDate: 'End date',
    all: 'All',
    empty: 'No data',
    refresh: 'Refresh',
    expand: 'More',
    collapse: 'Less',
  },
};

registerTranslations('list', listTexts.zh, listTexts.en);
