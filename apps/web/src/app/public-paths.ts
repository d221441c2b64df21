/** Pages anyone may open without signing in (spec "Route guard"). */
export const PUBLIC_PATHS = [
  '/login',
  '/companyEnter',
  '/companyEnter/perfect',
  '/companyEnter/accessState',
  '/signSuccess',
];
