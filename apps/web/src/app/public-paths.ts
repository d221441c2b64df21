/** Pages anyone may open without signing in (spec "Route guard"), with their title keys. */
export const PUBLIC_PAGES = [
  { path: '/login', titleKey: 'route.login' },
  { path: '/companyEnter', titleKey: 'route.companyEnter' },
  { path: '/companyEnter/perfect', titleKey: 'route.companyPerfect' },
  { path: '/companyEnter/accessState', titleKey: 'route.companyAccessState' },
  { path: '/signSuccess', titleKey: 'route.signSuccess' },
] as const;

export const PUBLIC_PATHS: string[] = PUBLIC_PAGES.map((p) => p.path);
