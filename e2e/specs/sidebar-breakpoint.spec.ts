import { expect, type Page, test } from '@playwright/test';
import { signIn, zh } from './helpers';

/** Sidebar 220px; under a body width of 992 the layout turns mobile (the menu becomes a drawer). */
const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
};

test.describe('sidebar width and the 992px breakpoint', () => {
  test('1000px wide: desktop, a 220px sidebar beside the page; 980px: mobile, the menu in a 220px drawer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await signIn(page, 'admin');
    const layout = page.locator('.app-layout');
    const sidebar = page.getByTestId('sidebar');
    await expect(layout).not.toHaveClass(/\bmobile\b/);
    await expect(sidebar).toBeVisible();
    // Polled: the sider animates its width.
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(220);
    await expect.poll(async () => Math.round((await box(page, '.main-column')).x)).toBe(220);
    await expect.poll(async () => Math.round((await box(page, '.main-column')).width)).toBe(780);

    await page.setViewportSize({ width: 980, height: 800 });
    await expect(layout).toHaveClass(/\bmobile\b/);
    await expect(sidebar).toBeHidden();
    await expect.poll(async () => Math.round((await box(page, '.main-column')).x)).toBe(0);
    await expect.poll(async () => Math.round((await box(page, '.main-column')).width)).toBe(980);
    await page.getByRole('button', { name: zh.nav.toggleSidebar }).click();
    await expect(sidebar).toBeVisible();
    await expect.poll(async () => Math.round((await box(page, '.sidebar-drawer-inner')).width)).toBe(220);
    await expect.poll(async () => Math.round((await box(page, '.sidebar-drawer-inner')).x)).toBe(0);

    // And back: wider than the breakpoint the drawer gives way to the side menu again.
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(layout).not.toHaveClass(/\bmobile\b/);
    await expect(page.locator('.sidebar-drawer-inner')).toBeHidden();
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(220);
  });
});
