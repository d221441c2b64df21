import type { Notice, NoticeKind } from '@console/domain/schemas/chat';
import type { TFunction } from 'i18next';
import { registerTranslations } from '../i18n/i18n';

/** What each kind of notice says, filled from its params (namespace `notices`). */
const zh = {
  title: '系统通知',
  bell: '系统通知',
  bellUnread: '系统通知，{{n}} 条未读',
  unread: '未读',
  all: '全部',
  markRead: '标为已读',
  markAllRead: '全部已读',
  empty: '暂无通知',
  emptyUnread: '没有未读通知',
  open: '查看',
  loadMore: '加载更多',
  kinds: {
    taskSubmitted: '任务「{{taskName}}」已提交审核',
    taskApproved: '任务「{{taskName}}」已审核通过',
    taskRejected: '任务「{{taskName}}」审核未通过',
    orderApplied: '任务「{{taskName}}」收到新的接单申请',
    orderDelivered: '订单 {{orderNo}} 已交付，等待验收',
    orderInvited: '您收到任务「{{taskName}}」的接单邀请',
    orderPaid: '订单 {{orderNo}} 已支付',
    invoiceApplied: '收到新的开票申请 {{invoiceNo}}',
    invoiceIssued: '发票 {{invoiceNo}} 已开具',
    invoicePosted: '发票 {{invoiceNo}} 已邮寄',
    feedbackReplied: '您的问题反馈有了新的回复',
    published: '平台公告',
  } satisfies Record<NoticeKind, string>,
  reason: '原因：{{reason}}',
};

export const noticeTexts = {
  zh,
  en: {
    title: 'Notices',
    bell: 'Notices',
    bellUnread: 'Notices, {{n}} unread',
    unread: 'Unread',
    all: 'All',
    markRead: 'Mark as read',
    markAllRead: 'Mark all read',
    empty: 'No notices',
    emptyUnread: 'No unread notices',
    open: 'Open',
    loadMore: 'Load more',
    kinds: {
      taskSubmitted: 'Task "{{taskName}}" was submitted for review',
      taskApproved: 'Task "{{taskName}}" was approved',
      taskRejected: 'Task "{{taskName}}" was not approved',
      orderApplied: 'Task "{{taskName}}" has a new application',
      orderDelivered: 'Order {{orderNo}} was delivered and awaits acceptance',
      orderInvited: 'You are invited to task "{{taskName}}"',
      orderPaid: 'Order {{orderNo}} was paid',
      invoiceApplied: 'New invoice application {{invoiceNo}}',
      invoiceIssued: 'Invoice {{invoiceNo}} was issued',
      invoicePosted: 'Invoice {{invoiceNo}} was posted',
      feedbackReplied: 'Your feedback has a new reply',
      published: 'Platform notice',
    },
    reason: 'Reason: {{reason}}',
  } satisfies typeof zh,
};

registerTranslations('notices', noticeTexts.zh, noticeTexts.en);

const emptyParams = { taskName: '', taskNo: '', orderNo: '', invoiceNo: '', reason: '' };

/** A notice's heading and detail in the current language: published ones carry their own title and content. */
export function noticeText(t: TFunction, notice: Notice): { title: string; detail: string } {
  const params = { ...emptyParams, ...notice.params };
  const title = notice.title || t(`notices.kinds.${notice.kind}`, params);
  const detail = notice.content || (params.reason ? t('notices.reason', { reason: params.reason }) : '');
  return { title, detail };
}
