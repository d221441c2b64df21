import { Drawer, Layout } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { lazyPart } from '../lib/lazy-part';
import { HOME_PATH, useAppRoutes, useCurrentPage, usePageTitle } from '../lib/routes/app-routes';
import { useSession } from '../lib/session';
import { updateSettings, useSettings } from '../lib/settings';
import { tabKey } from '../lib/tab-location';
import { useBrand, useDocumentTitle } from '../lib/use-brand';
import { BreadcrumbBar } from './breadcrumb-bar';
import { visitCrumb } from './breadcrumb-store';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { Navbar } from './navbar';
import { SideMenu } from './side-menu';
import { TagsBar } from './tags-bar';
import { tagsActions } from './tags-store';
import { useIsMobile } from './use-device';
import { Watermark } from './watermark';
import './layout.css';

// The settings (switches, palette) load when the drawer first opens, not with every page.
const SettingsDrawer = lazyPart(
  () => import('./settings-drawer').then((m) => m.SettingsDrawer),
  (p) => p.open,
);

export const SIDEBAR_WIDTH = 220;
const COLLAPSED_WIDTH = 64;

function Logo({ collapsed, theme }: { collapsed: boolean; theme: 'dark' | 'light' }) {
  const brand = useBrand();
  return (
    // Named by the title it shows; collapsed, by the brand (the mark's letter is part of it).
    <Link to="/" className={`sidebar-logo ${theme}`} aria-label={collapsed ? brand : undefined}>
      <span className="sidebar-logo-mark" aria-hidden>
        {brand.slice(0, 1)}
      </span>
      {!collapsed && <span className="sidebar-logo-title">{brand}</span>}
    </Link>
  );
}

/** Tabs, breadcrumb trail and page title follow the route. */
function useRouteEffects() {
  const location = useLocation();
  const { t } = useTranslation();
  const { pages } = useAppRoutes();
  const title = usePageTitle();
  const { page, passing } = useCurrentPage();
  const key = tabKey(location.pathname);
  const fullPath = location.pathname + location.search;

  useEffect(() => {
    const affix = pages.filter((p) => p.affix);
    for (const p of affix) tagsActions.open({ key: p.path, path: p.path, ...pick(p) });
  }, [pages]);

  useEffect(() => {
    if (!page) return;
    tagsActions.open({ key, fullPath, path: page.path, ...pick(page) });
    visitCrumb({ path: page.path, ...pickCrumb(page) }, HOME_PATH);
  }, [page, key, fullPath]);

  // In the current language. A redirect (/ after sign-in, /redirect/… on a tab refresh) only passes through to
  // the page that sets its own: it is no 404.
  useDocumentTitle(passing ? null : page ? title(page) : t('route.notFound'));
}

function pick(p: { title: string; titleEn: string | null; titleKey?: string; affix: boolean; noCache: boolean }) {
  return { title: p.title, titleEn: p.titleEn, titleKey: p.titleKey, affix: p.affix, noCache: p.noCache };
}

function pickCrumb(p: { title: string; titleEn: string | null; titleKey?: string }) {
  return { title: p.title, titleEn: p.titleEn, titleKey: p.titleKey };
}

/**
 * `messageArea` goes into the navbar's message area; `children` float over every page (the chat button and
 * dialog). app/ fills both, so the layout imports no feature.
 */
export function AppLayout({
  actions,
  onSignOut,
  children,
}: {
  /** the navbar's entries (message area, feedback), from app/ */
  actions?: ReactNode;
  onSignOut: () => Promise<void>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useSession((s) => s.user);
  const mobile = useIsMobile();
  const location = useLocation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useRouteEffects();

  // Spec: on mobile the menu closes after navigation.
  const lastPath = useRef(location.pathname);
  useEffect(() => {
    if (lastPath.current !== location.pathname) setDrawerOpen(false);
    lastPath.current = location.pathname;
  }, [location.pathname]);

  const top = settings.layout === 'top' && !mobile;
  const collapsed = !mobile && !settings.sidebarOpen;
  const sidebarOpen = mobile ? drawerOpen : settings.sidebarOpen;
  const toggle = () => (mobile ? setDrawerOpen((o) => !o) : updateSettings({ sidebarOpen: !settings.sidebarOpen }));
  const watermarkLines = [user?.roleName?.split(',').join(' / ') ?? '', user?.name ?? ''];

  const sidebar = (
    <>
      {settings.sidebarLogo && <Logo collapsed={collapsed} theme={settings.sidebarTheme} />}
      <SideMenu
        mode="inline"
        theme={settings.sidebarTheme}
        collapsed={collapsed}
        onNavigate={() => mobile && setDrawerOpen(false)}
      />
    </>
  );

  return (
    <Layout className={`app-layout${mobile ? ' mobile' : ''}${top ? ' top-layout' : ''}`}>
      {!top && !mobile && (
        <Layout.Sider
          width={SIDEBAR_WIDTH}
          collapsedWidth={COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          theme={settings.sidebarTheme}
          className={`sidebar${settings.fixedSidebar ? ' fixed' : ''}`}
          data-testid="sidebar"
        >
          {sidebar}
        </Layout.Sider>
      )}
      {mobile && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDEBAR_WIDTH}
          closable={false}
          aria-label={t('nav.menu')}
          className={`sidebar-drawer ${settings.sidebarTheme}`}
          styles={{ body: { padding: 0 } }}
        >
          <div data-testid="sidebar" className={`sidebar-drawer-inner ${settings.sidebarTheme}`}>
            {sidebar}
          </div>
        </Drawer>
      )}
      <Layout className="main-column">
        <header className={`app-header${settings.fixedHeader ? ' fixed' : ''}`}>
          {top ? (
            <div className="top-nav">
              <Logo collapsed={false} theme="light" />
              <div className="top-menu">
                <SideMenu mode="horizontal" theme="light" />
              </div>
              <Navbar
                sidebarOpen={false}
                onOpenSettings={() => setSettingsOpen(true)}
                actions={actions}
                onSignOut={onSignOut}
              />
            </div>
          ) : (
            <Navbar
              sidebarOpen={sidebarOpen}
              onToggleSidebar={toggle}
              onOpenSettings={() => setSettingsOpen(true)}
              left={<BreadcrumbBar />}
              actions={actions}
              onSignOut={onSignOut}
            />
          )}
          {settings.tagsView && <TagsBar />}
        </header>
        <main className="app-main">
          <KeepAliveOutlet keepAlive={settings.tagsView} />
        </main>
      </Layout>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <Watermark lines={watermarkLines} />
      {children}
    </Layout>
  );
}
