/**
 * Every query key of the console in one factory (bulletproof-react's query options): a feature reads and
 * invalidates through these, never through string literals, so one feature refreshing another's data (an
 * invitation refreshing tasks and orders, an invoice its records) cannot drift from the key it means.
 * Each area's `all` is the prefix that invalidates everything under it.
 */
const key = <T extends readonly unknown[]>(...parts: T) => parts;

export const queryKeys = {
  tasks: {
    all: key('tasks'),
    lists: key('tasks', 'list'),
    list: (params: object) => key('tasks', 'list', params),
    recruiting: (keyword: string) => key('tasks', 'list', 'recruiting', keyword),
    detail: (id: number) => key('tasks', 'detail', id),
    history: (id: number) => key('tasks', 'history', id),
  },
  orders: {
    all: key('orders'),
    list: (params: object) => key('orders', 'list', params),
    detail: (id: number | null) => key('orders', 'detail', id),
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
  callCentres: {
    all: key('call-centres'),
    list: key('call-centres', 'list'),
    member: (userId: number) => key('call-centres', 'member', userId),
  },
  enterpriseOptions: (keyword: string) => key('enterprise-options', keyword),
  dashboard: { summary: key('dashboard', 'summary') },
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
  },
} as const;
