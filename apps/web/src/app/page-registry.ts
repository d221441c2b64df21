import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage, loadChunk } from '../lib/lazy-page';
import type { PagePrefetch } from '../lib/query-client';

/**
 * Menu component key → lazily loaded page. A key without an entry shows the "not available yet" page; later
 * features add their screens here (e.g. 'client/order/orderList/index').
 */
const registry: Record<string, LazyExoticComponent<ComponentType> & { preload: () => Promise<ComponentType> }> = {
  'dashboard/index': lazyPage(() => import('../features/dashboard/pages/dashboard-page').then((m) => m.DashboardPage)),
  'profile/index': lazyPage(() => import('../features/profile/pages/profile-page').then((m) => m.ProfilePage)),
  'client/information/informationList/index': lazyPage(() =>
    import('../features/client/information/pages/information-page').then((m) => m.InformationPage),
  ),
  'client/feedback/feedbackList/index': lazyPage(() =>
    import('../features/client/help-centre/pages/help-centre-page').then((m) => m.HelpCentrePage),
  ),
  'client/invoice/orderInvoice/index': lazyPage(() =>
    import('../features/client/invoices/pages/invoice-page').then((m) => m.InvoicePage),
  ),
  'client/invoice/invoiceRecord/index': lazyPage(() =>
    import('../features/client/invoices/pages/invoice-record-page').then((m) => m.InvoiceRecordPage),
  ),
  'common/down-file/index': lazyPage(() =>
    import('../features/downloads/pages/download-centre-page').then((m) => m.DownloadCentrePage),
  ),
  'client/task/taskList/index': lazyPage(() =>
    import('../features/client/tasks/pages/task-list-page').then((m) => m.TaskListPage),
  ),
  'client/order/orderList/index': lazyPage(() =>
    import('../features/client/orders/pages/order-list-page').then((m) => m.OrderListPage),
  ),
  'callCenter/callRecord/index': lazyPage(() =>
    import('../features/softphone/pages/call-record-page').then((m) => m.CallRecordPage),
  ),
  'callCenter/wallboard/index': lazyPage(() =>
    import('../features/softphone/pages/wallboard-page').then((m) => m.WallboardPage),
  ),
  'client/onboarding/onboardingReview/index': lazyPage(() =>
    import('../features/client/onboarding-review/pages/onboarding-review-page').then((m) => m.OnboardingReviewPage),
  ),
  'client/contract/contractList/index': lazyPage(() =>
    import('../features/client/contracts/pages/contract-list-page').then((m) => m.ContractListPage),
  ),
  'system/user/index': lazyPage(() => import('../features/system/pages/users-page').then((m) => m.UsersPage)),
  'system/role/index': lazyPage(() => import('../features/system/pages/roles-page').then((m) => m.RolesPage)),
  'system/operlog/index': lazyPage(() => import('../features/system/pages/oper-log-page').then((m) => m.OperLogPage)),
  'system/logininfor/index': lazyPage(() =>
    import('../features/system/pages/login-log-page').then((m) => m.LoginLogPage),
  ),
  'system/piiLog/index': lazyPage(() => import('../features/system/pages/pii-log-page').then((m) => m.PiiLogPage)),
  'system/menu/index': lazyPage(() => import('../features/system/pages/menu-page').then((m) => m.MenuPage)),
  'system/enterprise/index': lazyPage(() =>
    import('../features/system/pages/enterprise-page').then((m) => m.EnterprisePage),
  ),
  'system/dept/index': lazyPage(() => import('../features/system/pages/dept-page').then((m) => m.DeptPage)),
  'system/list/index': lazyPage(() => import('../features/lists/pages/list-page').then((m) => m.ListPage)),
  'system/taskReview/index': lazyPage(() =>
    import('../features/system/pages/task-review-page').then((m) => m.TaskReviewPage),
  ),
  'system/notice/index': lazyPage(() => import('../features/system/pages/notice-page').then((m) => m.NoticePage)),
  'system/online/index': lazyPage(() => import('../features/system/pages/online-page').then((m) => m.OnlinePage)),
  'system/moderation/index': lazyPage(() =>
    import('../features/moderation/pages/moderation-page').then((m) => m.ModerationPage),
  ),
  'system/banner/index': lazyPage(() => import('../features/banners/pages/banner-page').then((m) => m.BannerPage)),
};

/** Menu component key → what its page shows first, fetched with its code (PagePrefetch). */
const firstData: Record<string, () => Promise<PagePrefetch>> = {
  'dashboard/index': () =>
    loadChunk(() => import('../features/dashboard/api/get-summary')).then((m) => m.prefetchDashboard),
  'client/order/orderList/index': () =>
    loadChunk(() => import('../features/client/orders/api/get-orders')).then((m) => m.prefetchOrders),
  'client/task/taskList/index': () =>
    loadChunk(() => import('../features/client/tasks/api/get-tasks')).then((m) => m.prefetchTasks),
};

export function pageComponent(key: string | null): LazyExoticComponent<ComponentType> | null {
  return key ? (registry[key] ?? null) : null;
}

/**
 * Starts loading the page at `pathname` before the menu says which page it is, guessing the menu's component key
 * from the path ('/client/order/orderList' → 'client/order/orderList/index', as the server's menu names them).
 * Only a head start: the menu still decides what is shown, and a path that is no page's loads nothing.
 */
export function prefetchPage(pathname: string, search = ''): void {
  const key = `${pathname.replace(/^\/+|\/+$/g, '').replace(/\/index$/, '')}/index`;
  registry[key]?.preload().catch(() => undefined);
  firstData[key]?.()
    .then((prefetch) => prefetch(search, key))
    .catch(() => undefined);
}
