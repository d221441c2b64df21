import type { SessionUser, TokenResponse } from '@console/domain/schemas/auth';
import type { MenuRoute, UserMenu } from '@console/domain/schemas/system';
import { expect, type Locator, type Page } from '@playwright/test';
import { dashboardTexts } from '../../apps/web/src/features/dashboard/i18n-texts.ts';
import { profileTexts } from '../../apps/web/src/features/profile/i18n-texts.ts';
import { en as shellEn } from '../../apps/web/src/lib/i18n/en.ts';
import { zh as shellZh } from '../../apps/web/src/lib/i18n/zh.ts';

/** The shell's texts with those the dashboard and profile pages register when they load. */
const zh = { ...shellZh, dashboard: dashboardTexts.zh, profile: profileTexts.zh };
const en = { ...shellEn, dashboard: dashboardTexts.en, profile: profileTexts.en };

export { en, zh };

export const PASSWORD = 'demo1234';

export async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  // The first page after signing in loads the console's code, the user and the menu: it may take a while.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByRole('tab', { name: zh.route.dashboard })).toBeVisible();
  // Signed in is the dashboard with its figures: none of its requests is still under way when the test goes on
  // (one answered after the test revoked the token would sign the next page out).
  await expect(page.locator('.dashboard-hero')).toBeVisible();
  await expect(page.locator('.dashboard .ant-skeleton')).toHaveCount(0);
}

/** Signs out as a user does: the avatar's card, 退出登录, confirmed in the dialog; ends on the login page. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await page.locator('.navbar-avatar').click();
  await page.getByRole('button', { name: zh.nav.logout }).click();
  await page
    .locator('.logout-dialog')
    .getByRole('button', { name: spaced(zh.common.confirm) })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Clicks what a popup layer shows (a Select's option, a dropdown's item, a Popconfirm's button) where it is on
 * screen, as a user does. Playwright retries a click while its target still animates in, and every retry first
 * scrolls the target into view (aligned to the end, the centre, the start in turn). Under a drawer or dialog that
 * scrolls the page itself (antd only sets overflow: hidden on it), so a popup placed on the page moves away from
 * its anchor until antd realigns it, and when that lands between mousedown and mouseup the click is lost.
 */
export async function clickInPopup(target: Locator): Promise<void> {
  await target.click({ scroll: 'none' });
}

/**
 * Picks the option titled `option` of an antd Select (typing `search` first, for searched and long virtual
 * lists) and waits until the select shows it.
 */
export async function pick(select: Locator, option: string, search?: string): Promise<void> {
  const page = select.page();
  await select.click();
  if (search) await page.keyboard.type(search);
  const popup = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await clickInPopup(popup.getByTitle(option, { exact: true }));
  await expect(select).toContainText(option);
}

export function tab(page: Page, name: string) {
  return page.locator('.tags-bar [role="tab"]', { hasText: name });
}

/**
 * Opens a menu page from the side menu as a user does: expands the parent unless it is open already (a second
 * click would fold it again), clicks the leaf, and waits for the page's tab (or the selected item). The console
 * runs without motion under reduced motion (playwright.config.ts), so the submenu is open as soon as it shows.
 */
export async function openMenu(page: Page, parent: string, item: string): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const folder = sidebar.getByRole('menuitem', { name: parent });
  const leaf = sidebar.getByRole('menuitem', { name: item });
  const opened = tab(page, item).or(page.locator('.ant-menu-item-selected', { hasText: item }));
  if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
  await leaf.click();
  await expect(opened.first()).toBeVisible();
}

/** A page's entry in the side menu: its directory's title and its own, as the server names them for a user. */
export interface Leaf {
  parent: string;
  title: string;
}

/** The menu entry of the page at `path` (e.g. 'order/orderList') for this user. */
export async function menuOf(baseURL: string, username: string, path: string): Promise<Leaf> {
  const { routes } = await apiSession(baseURL, username);
  for (const dir of routes) {
    const leaf = dir.children?.find((c) => c.path === path);
    if (leaf) return { parent: dir.meta.title, title: leaf.meta.title };
  }
  throw new Error(`no ${path} menu for ${username}`);
}

/** The access token the page holds (the storage envelope of the session). */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('console-session');
    return raw ? (JSON.parse(raw).content.token.accessToken as string) : '';
  });
}

/** Signs in through the API (no browser) and answers the token and the user's menu. */
export async function apiSession(baseURL: string, username: string, password = PASSWORD) {
  const tokenRes = await fetch(`${baseURL}/interface/auth/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from('console:console').toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
  const token = ((await tokenRes.json()) as TokenResponse).access_token;
  const headers = { Authorization: `Bearer ${token}` };
  const user = (await (await fetch(`${baseURL}/interface/auth/user`, { headers })).json()) as { data: SessionUser };
  const menu = (await (await fetch(`${baseURL}/interface/system/menu/${username}`, { headers })).json()) as {
    data: UserMenu;
  };
  const routes = menu.data.routes.filter((r) => r.name !== '404');
  return { token, user: user.data, routes };
}

/** The first top-level directory of a menu and its leaf titles. */
export function firstDirectory(routes: MenuRoute[]) {
  const dir = routes.find((r) => r.children?.length);
  if (!dir?.children) throw new Error('menu has no directory');
  return {
    title: dir.meta.title,
    titleEn: dir.meta.titleEn ?? dir.meta.title,
    leaves: dir.children.map((c) => ({
      title: c.meta.title,
      titleEn: c.meta.titleEn ?? c.meta.title,
      path: `${dir.path}/${c.path}/index`,
    })),
  };
}

/** antd puts a space between two CJK characters in a button ("确 定"); match with or without it. */
export function spaced(text: string): RegExp {
  return new RegExp(`^\\s*${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}\\s*$`);
}

/**
 * Chooses the console's language as the language switch does (lib/storage.ts's envelope, in local and session
 * storage) and reloads the page, which then speaks it.
 */
export async function chooseLanguage(page: Page, language: 'zh' | 'en'): Promise<void> {
  await page.evaluate((content) => {
    const saved = { dataType: 'string', content, type: 'local', datetime: Date.now() };
    localStorage.setItem('console-language', JSON.stringify(saved));
    sessionStorage.setItem('console-language', JSON.stringify({ ...saved, type: 'session' }));
  }, language);
  await page.reload();
}
