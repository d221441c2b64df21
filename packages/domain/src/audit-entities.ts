import type { Label, Locale } from './locale.js';

/**
 * What the operation log's entity column reads, for every entity the server writes there (a route's declared
 * `audit.entity`, or its path's first two segments: apps/server/src/http/audit.ts). The route-table test fails on
 * an entity missing here.
 */
export const auditEntityLabels: Record<string, Label> = {
  user: { zh: '用户', en: 'User' },
  role: { zh: '角色', en: 'Role' },
  pii: { zh: '敏感信息', en: 'Personal data' },
  menu: { zh: '菜单', en: 'Menu' },
  enterprise: { zh: '企业', en: 'Enterprise' },
  dept: { zh: '部门', en: 'Department' },
  session: { zh: '在线会话', en: 'Session' },
  notice: { zh: '系统通知', en: 'Notice' },
  banner: { zh: '轮播图', en: 'Banner' },
  list: { zh: '黑白名单', en: 'Black and white list' },
  moderation: { zh: '敏感词', en: 'Sensitive words' },
  'auth.signout': { zh: '退出登录', en: 'Sign-out' },
  'auth.mfa': { zh: '两步验证', en: 'Two-factor sign-in' },
  'system.user': { zh: '个人中心', en: 'Personal centre' },
  'system.oddFeedbackInfo': { zh: '问题反馈', en: 'Problem feedback' },
  'client.task': { zh: '任务', en: 'Task' },
  'client.order': { zh: '订单', en: 'Order' },
  'client.invoice': { zh: '发票', en: 'Invoice' },
  'client.ledger': { zh: '企业账户', en: 'Enterprise account' },
  'client.information': { zh: '资讯', en: 'Information' },
  'client.feedback': { zh: '帮助中心', en: 'Help centre' },
  'client.contract': { zh: '协议', en: 'Agreement' },
  'client.onboarding': { zh: '入驻审核', en: 'Onboarding review' },
  'client.export': { zh: '导出', en: 'Export' },
  'common.down-file': { zh: '下载中心', en: 'Download centre' },
  import: { zh: '导入', en: 'Import' },
  files: { zh: '文件', en: 'File' },
  'files.upload': { zh: '文件上传', en: 'File upload' },
  'bblgServer.system': { zh: '呼叫中心坐席', en: 'Call-centre seat' },
  'callCenter.agent': { zh: '坐席上线', en: 'Agent sign-on' },
  'callCenter.simulator': { zh: '模拟来电', en: 'Simulated call' },
  agentOffline: { zh: '强制坐席下线', en: 'Agent taken offline' },
  'onboarding.session': { zh: '入驻登录', en: 'Onboarding sign-in' },
  'onboarding.application': { zh: '入驻申请', en: 'Onboarding application' },
  'onboarding.contract': { zh: '入驻协议', en: 'Onboarding agreement' },
  'onboarding.files': { zh: '入驻资料上传', en: 'Onboarding upload' },
  'freelancer.auth': { zh: '灵工退出登录', en: 'Freelancer sign-out' },
  'freelancer.orders': { zh: '灵工订单', en: 'Freelancer order' },
  'freelancer.files': { zh: '灵工文件上传', en: 'Freelancer upload' },
  // Written before reads stopped being logged (chat history, read receipts): older rows still name them.
  'system.oddMessageLog': { zh: '聊天记录', en: 'Chat' },
  'freelancer.oddMessageLog': { zh: '灵工聊天记录', en: 'Freelancer chat' },
  'freelancer.chat': { zh: '灵工聊天设置', en: 'Freelancer chat settings' },
  'system.notice': { zh: '通知已读', en: 'Notice read' },
  'freelancer.notice': { zh: '灵工通知已读', en: 'Freelancer notice read' },
  'files.*': { zh: '文件', en: 'File' },
};

/** The entity's name in the locale; an entity without one (none the server writes) shows as stored. */
export function auditEntityLabel(entity: string, locale: Locale): string {
  return auditEntityLabels[entity]?.[locale] ?? entity;
}
