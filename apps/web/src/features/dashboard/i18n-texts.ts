import type { Translation } from '../../lib/i18n/i18n';

/**
 * The dashboard's texts (namespace `dashboard`), registered with its page (./i18n.ts) rather than kept in the shell's
 * texts: the login page's first load carries only the texts it may show. The browser tests read them too.
 */
const zh = {
  welcome: '欢迎回来，{{name}}',
  lastLogin: '上次登录：{{at}}（{{ip}}）',
  firstLogin: '这是您的首次登录',
  loginCount30d: '近 30 天登录',
  failedLogins30d: '近 30 天登录失败',
  activeSessions: '当前有效会话',
  permissionCount: '权限点',
  menuCount: '可用菜单',
  uploads: '已上传文件',
  uploadSize: '共 {{size}}',
  times: '次',
  items: '个',
  loginsByDay: '近 14 天登录情况',
  success: '成功',
  failure: '失败',
  recentLogins: '最近登录记录',
  time: '时间',
  ip: 'IP 地址',
  event: '事件',
  userAgent: '客户端',
  roles: '我的角色',
  summaryUnavailable: '统计数据暂不可用',
  noData: '暂无数据',
  eventLabels: {
    success: '登录成功',
    failure: '登录失败',
    locked: '账号锁定',
    frozen: '账号已冻结',
    ip_denied: 'IP 不在白名单',
    signout: '退出登录',
    refresh_reuse: '令牌重复使用',
  },
};

const en: Translation<typeof zh> = {
  welcome: 'Welcome back, {{name}}',
  lastLogin: 'Last sign-in: {{at}} ({{ip}})',
  firstLogin: 'This is your first sign-in',
  loginCount30d: 'Sign-ins, 30 days',
  failedLogins30d: 'Failed sign-ins, 30 days',
  activeSessions: 'Active sessions',
  permissionCount: 'Permissions',
  menuCount: 'Menu pages',
  uploads: 'Uploaded files',
  uploadSize: '{{size}} in total',
  times: '',
  items: '',
  loginsByDay: 'Sign-ins over the last 14 days',
  success: 'Success',
  failure: 'Failure',
  recentLogins: 'Recent sign-ins',
  time: 'Time',
  ip: 'IP address',
  event: 'Event',
  userAgent: 'Client',
  roles: 'My roles',
  summaryUnavailable: 'Figures are not available right now',
  noData: 'No data',
  eventLabels: {
    success: 'Signed in',
    failure: 'Failed sign-in',
    locked: 'Account locked',
    frozen: 'Account frozen',
    ip_denied: 'IP not allowed',
    signout: 'Signed out',
    refresh_reuse: 'Refresh token reused',
  },
};

export const dashboardTexts = { zh, en };
