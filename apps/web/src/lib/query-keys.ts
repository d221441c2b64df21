import type { QueryKey } from '@tanstack/react-query';

/**
 * Every query key of the web app in one factory (bulletproof-react's query options): a feature reads and
 * invalidates through these, never through array literals (biome.json's no-literal-query-key plugin refuses
 * them), so one feature refreshing another's data (an invitation refreshing tasks and orders, an invoice its
 * records, an approval the enterprises) cannot drift from the key it means. Each area's `all` is the prefix that
 * invalidates everything under it; `lists` and `details` the prefixes of its lists and of its details. A write
 * invalidates the lists and details it changes, an area's `all` only where all under it changes.
 */
const key = <T extends readonly unknown[]>(...parts: T) => parts;

export const queryKeys = {
  tasks: {
    all: key('tasks'),
    lists: key('tasks', 'list'),
    list: (params: object) => key('tasks', 'list', params),
    recruiting: (keyword: string) => key('tasks', 'list', 'recruiting', keyword),
    detail: (id: number) => key('tasks', 'detail', id),
    /** under the detail: what refreshes a task refreshes its timeline */
    timeline: (id: number) => key('tasks', 'detail', id, 'timeline'),
    history: (id: number) => key('tasks', 'history', id),
  },
  orders: {
    all: key('orders'),
    list: (params: object) => key('orders', 'list', params),
    detail: (id: number | null) => key('orders', 'detail', id),
    timeline: (id: number) => key('orders', 'detail', id, 'timeline'),
  },
  ledger: {
    all: key('ledger'),
    balance: (enterpriseId: number | undefined) => key('ledger', 'balance', enterpriseId ?? 'own'),
    entries: (params: object) => key('ledger', 'entries', params),
  },
  invoices: {
    all: key('invoices'),
    list: (params: object) => key('invoices', 'list', params),
    detail: (id: number) => key('invoices', 'detail', id),
    timeline: (id: number) => key('invoices', 'detail', id, 'timeline'),
    invoiceableOrders: (params: object) => key('invoices', 'invoiceable-orders', params),
  },
  invoiceRecords: {
    all: key('invoice-records'),
    list: (params: object) => key('invoice-records', 'list', params),
  },
  information: {
    all: key('information'),
    list: (params: object) => key('information', 'list', params),
    detail: (id: number) => key('information', 'detail', id),
  },
  helpCentre: {
    faqs: (params: object) => key('helpCentre', 'faqs', params),
    faq: (id: number) => key('helpCentre', 'faq', id),
    feedbackAll: key('helpCentre', 'feedback'),
    feedback: (params: object) => key('helpCentre', 'feedback', params),
  },
  feedback: {
    history: (account: number) => key('feedback', 'history', account),
    unread: key('feedback', 'unread'),
  },
  exports: {
    all: key('exports'),
    jobsAll: key('exports', 'jobs'),
    jobs: (params: object) => key('exports', 'jobs', params),
  },
  callRecords: {
    all: key('call-records'),
    list: (params: object) => key('call-records', 'list', params),
  },
  /** A seat's agent state history (the wallboard's drawer). */
  agentStates: {
    all: key('agent-states'),
    list: (agentId: string) => key('agent-states', agentId),
  },
  callCentres: {
    all: key('call-centres'),
    list: key('call-centres', 'list'),
    member: (userId: number) => key('call-centres', 'member', userId),
  },
  enterpriseOptions: {
    all: key('enterprise-options'),
    search: (keyword: string) => key('enterprise-options', keyword),
  },
  contracts: {
    lists: key('contracts', 'list'),
    list: (params: object) => key('contracts', 'list', params),
    detail: (id: number | null) => key('contracts', 'detail', id),
    timeline: (id: number) => key('contracts', 'detail', id, 'timeline'),
  },
  onboardingReview: {
    lists: key('onboarding-review', 'list'),
    list: (params: object) => key('onboarding-review', 'list', params),
    /** under the lists: a review refreshes the lists, and with them the application's timeline */
    timeline: (id: number) => key('onboarding-review', 'list', 'timeline', id),
  },
  lists: {
    entries: key('lists', 'entries'),
    entryList: (params: object) => key('lists', 'entries', params),
    freelancerPicks: (keyword: string) => key('lists', 'freelancers', keyword),
  },
  /** Platform administration (系统管理). */
  system: {
    users: {
      lists: key('system', 'users', 'list'),
      list: (params: object) => key('system', 'users', 'list', params),
    },
    roles: {
      lists: key('system', 'roles', 'list'),
      list: (params: object) => key('system', 'roles', 'list', params),
      details: key('system', 'roles', 'detail'),
      detail: (id: number | null) => key('system', 'roles', 'detail', id),
      options: key('system', 'roles', 'options'),
      menuTree: key('system', 'roles', 'menu-tree'),
    },
    menus: key('system', 'menus'),
    enterprises: {
      lists: key('system', 'enterprises', 'list'),
      list: (params: object) => key('system', 'enterprises', 'list', params),
      details: key('system', 'enterprises', 'detail'),
      detail: (id: number | null) => key('system', 'enterprises', 'detail', id),
      managerOptions: key('system', 'enterprises', 'manager-options'),
    },
    /** an enterprise's departments (null: the caller's own enterprise) */
    depts: (enterpriseId: number | null) => key('system', 'depts', enterpriseId),
    deptsAll: key('system', 'depts'),
    sessions: {
      lists: key('system', 'sessions', 'list'),
      list: (params: object) => key('system', 'sessions', 'list', params),
    },
    operLogs: (params: object) => key('system', 'oper-logs', 'list', params),
    loginLogs: (params: object) => key('system', 'login-logs', 'list', params),
    piiReveals: (params: object) => key('system', 'pii-reveals', 'list', params),
    publications: {
      lists: key('system', 'publications', 'list'),
      list: (params: object) => key('system', 'publications', 'list', params),
    },
    recipients: (target: string | undefined, keyword: string) => key('system', 'recipients', target, keyword),
    reviewQueue: {
      lists: key('system', 'review-queue', 'list'),
      list: (params: object) => key('system', 'review-queue', 'list', params),
    },
  },
  /** The chat search (either side): one list per chat id, keyword and conversation (all of them when none). */
  chat: {
    search: (params: object) => key('chat', 'search', params),
  },
  /** A notice panel's two lists under its scope (the console's here; another app may have its own). */
  notices: {
    console: key('notices', 'console'),
    unread: (scope: QueryKey) => key(...scope, 'unread'),
    list: (scope: QueryKey) => key(...scope, 'all'),
  },
  /** Saved views of the lists (lib/list), one per list key; a role's default for the administrator. */
  listViews: {
    all: key('list-view'),
    mine: (listKey: string) => key('list-view', 'mine', listKey),
  },
  dashboard: { summary: key('dashboard', 'summary') },
  /** The signed-in user's own settings (the personal centre). */
  profile: { mfa: key('profile', 'mfa') },
  moderation: {
    all: key('moderation'),
    tags: key('moderation', 'tags'),
    words: key('moderation', 'words'),
    wordList: (params: object) => key('moderation', 'words', params),
    flags: key('moderation', 'flags'),
    flagList: (params: object) => key('moderation', 'flags', params),
  },
  banners: {
    all: key('banners'),
    list: (params: object) => key('banners', 'list', params),
    active: key('banners', 'active'),
  },
  freelancer: {
    me: key('freelancer', 'me'),
    tasks: (keyword: string) => key('freelancer', 'tasks', keyword),
    ordersAll: key('freelancer', 'orders'),
    orders: (status: string) => key('freelancer', 'orders', status),
    order: (id: number) => key('freelancer', 'order', id),
    notices: key('freelancer', 'notices'),
    noticeList: key('freelancer', 'notices', 'list'),
    noticesUnread: key('freelancer', 'notices', 'unread'),
    banners: key('freelancer', 'banners'),
    chatSettings: key('freelancer', 'chat-settings'),
  },
  /** The applicant's onboarding pages (their own query client). */
  onboarding: {
    application: key('onboarding', 'application'),
    contract: key('onboarding', 'contract'),
    parks: key('onboarding', 'parks'),
  },
} as const;
