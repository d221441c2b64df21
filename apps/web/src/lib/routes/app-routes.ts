import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { localTitle } from '../i18n/i18n';
import { useSession } from '../session';
import '../../components/exports-i18n';
import { type BuiltRoutes, buildRoutes, findPage, type PageRoute } from './dynamic-routes';

export const HOME_PATH = '/dashboard';

/** Pages of the spec's fixed routes; dynamic pages come from the server menu. */
export const fixedPages: PageRoute[] = [
  {
    path: HOME_PATH,
    name: 'Index',
    title: '',
    titleEn: null,
    titleKey: 'route.dashboard',
    component: 'dashboard/index',
    icon: 'dashboard',
    affix: true,
    noCache: false,
    hidden: false,
    activeMenu: null,
  },
  {
    path: '/profile/index',
    name: 'Profile',
    title: '',
    titleEn: null,
    titleKey: 'route.profile',
    component: 'profile/index',
    icon: 'user',
    affix: false,
    noCache: true,
    hidden: true,
    activeMenu: null,
  },
  {
    path: '/common/down-file/index',
    name: 'DownFile',
    title: '',
    titleEn: null,
    titleKey: 'exports.centreTitle',
    component: 'common/down-file/index',
    icon: 'cloud-download',
    affix: false,
    noCache: false,
    hidden: true,
    activeMenu: null,
  },
];

export const fixedRedirects: Record<string, string> = { '/': HOME_PATH, '/profile': '/profile/index' };

export function useAppRoutes(): BuiltRoutes {
  const menu = useSession((s) => s.menu);
  return useMemo(() => {
    let built: BuiltRoutes = { pages: [], redirects: {}, menu: [] };
    if (menu) {
      try {
        built = buildRoutes(menu);
      } catch {
        // The guard rejects such a menu before it is stored.
      }
    }
    return {
      pages: [...fixedPages, ...built.pages],
      redirects: { ...built.redirects, ...fixedRedirects },
      menu: built.menu,
    };
  }, [menu]);
}

/** A page's (or tab's) title in the current language. */
export function usePageTitle(): (page: Pick<PageRoute, 'title' | 'titleEn' | 'titleKey'>) => string {
  const { t } = useTranslation();
  return (page) => (page.titleKey ? t(page.titleKey) : localTitle(page));
}

/**
 * What the current location shows: a page, or nothing (the not-found page), or it is only passing through to a
 * page (a redirect such as / after sign-in, or /redirect/… of a tab refresh), which is neither.
 */
export function useCurrentPage(): { page: PageRoute | null; passing: boolean; notFound: boolean } {
  const { pathname } = useLocation();
  const { pages, redirects } = useAppRoutes();
  const { page, redirect } = findPage(pages, redirects, pathname);
  const passing = Boolean(redirect) || pathname === '/redirect' || pathname.startsWith('/redirect/');
  return { page, passing, notFound: !page && !passing };
}
