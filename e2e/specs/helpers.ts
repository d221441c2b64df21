import type { SessionUser, TokenResponse } from '@console/domain/schemas/auth';
import type { MenuRoute, UserMenu } from '@console/domain/schemas/system';
import { expect, type Page } from '@playwright/test';
import { en } from '../../apps/web/src/lib/i18n/en.ts';
import { zh } from '../../apps/web/src/lib/i18n/zh.ts';

export { en, zh };

export const PASSWORD = 'demo1234';

export async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('tab', { name: zh.route.dashboard })).toBeVisible();
}

export function tab(page: Page, name: string) {
  return page.locator('.tags-bar [role="tab"]', { hasText: name });
}

/**
 * Opens a menu page from the side menu. A click on the leaf while its submenu is still opening can be lost:
 * open the submenu and click until the page's tab shows.
 */
export async function openMenu(page: Page, parent: string, item: string): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const leaf = sidebar.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (!(await leaf.isVisible())) await sidebar.getByRole('menuitem', { name: parent }).click({ timeout: 2_000 });
    await leaf.click({ timeout: 2_000 });
    const opened = tab(page, item).or(page.locator('.ant-menu-item-selected', { hasText: item }));
    await expect(opened.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The access token the page holds (the storage envelope of the session). */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('console-session');
    return raw ? (JSON.parse(raw).content.token.accessToken as string) : '';
  });
}

/** Signs in through the API (no browser) and answers the token and the user's menu. */
export async function apiSession(baseURL: string, username: string) {
  const tokenRes = await fetch(`${baseURL}/interface/auth/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from('console:console').toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username, password: PASSWORD }).toString(),
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
