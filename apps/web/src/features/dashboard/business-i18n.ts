import { registerTranslations } from '../../lib/i18n/i18n';

/** Texts of the dashboard's business figures (namespace `dashboardBusiness`). */
const zh = {
  title: '业务概览',
  paidThisMonth: '本月支付金额',
  paidOrders: '本月支付 {{n}} 笔订单',
  balance: '账户余额',
  platformBalance: '企业余额合计',
  tasks: '任务',
  orders: '订单',
  invoices: '开票申请',
  enterprises: '企业',
  total: '共 {{n}} 个',
  tasksByStatus: '任务状态分布',
  ordersByStatus: '订单状态分布',
  invoicesByStatus: '开票申请状态',
  todo: '待办事项',
  tasksToReview: '待审核任务',
  invoicesToReview: '待审核开票',
  invoicesToIssue: '待开具发票',
  feedbackToAnswer: '待回复反馈',
  empty: '暂无数据',
};

export const businessTexts = {
  zh,
  en: {
    title: 'Business overview',
    paidThisMonth: 'Paid this month',
    paidOrders: '{{n}} orders paid this month',
    balance: 'Balance',
    platformBalance: 'Enterprise balances',
    tasks: 'Tasks',
    orders: 'Orders',
    invoices: 'Invoice applications',
    enterprises: 'Enterprises',
    total: '{{n}} in all',
    tasksByStatus: 'Tasks by status',
    ordersByStatus: 'Orders by status',
    invoicesByStatus: 'Invoice applications by status',
    todo: 'To do',
    tasksToReview: 'Tasks to review',
    invoicesToReview: 'Invoices to review',
    invoicesToIssue: 'Invoices to issue',
    feedbackToAnswer: 'Feedback to answer',
    empty: 'No data yet',
  },
};

registerTranslations('dashboardBusiness', businessTexts.zh, businessTexts.en);
