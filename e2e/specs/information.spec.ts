import { expect, test } from '@playwright/test';
import { informationTexts } from '../../apps/web/src/features/client/information/i18n-texts.ts';
import { png } from './files';
import { apiSession, openMenu, pick, signIn, spaced, tab } from './helpers';

const T = informationTexts.zh;

async function informationMenu(baseURL: string, username: string) {
  const { routes } = await apiSession(baseURL, username);
  for (const dir of routes) {
    const leaf = dir.children?.find((c) => c.path === 'information/informationList');
    if (leaf) return { parent: dir.meta.title, title: leaf.meta.title };
  }
  throw new Error(`no information menu for ${username}`);
}

test.describe('information', () => {
  test('an article from draft to read by the enterprise; a draft is never visible to it', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const url = baseURL as string;
    const title = `E2E 平台升级公告 ${Date.now() % 100000}`;
    const adminCtx = await browser.newContext();
    const entCtx = await browser.newContext();
    const admin = await adminCtx.newPage();
    const ent = await entCtx.newPage();

    // The admin writes a news draft with a cover image and formatted text.
    await signIn(admin, 'admin');
    const adminMenu = await informationMenu(url, 'admin');
    await openMenu(admin, adminMenu.parent, adminMenu.title);
    await expect(tab(admin, adminMenu.title)).toBeVisible();
    await admin.getByRole('button', { name: T.create }).click();
    const form = admin.locator('.ant-drawer-section:visible', { hasText: T.createTitle });
    await form.getByPlaceholder(T.titlePlaceholder).fill(title);
    await pick(form.locator('.ant-form-item', { hasText: T.category }).locator('.ant-select'), '新闻资讯');
    await form.getByPlaceholder(T.summaryPlaceholder).fill('系统将于周末升级');
    await form
      .locator('.ant-form-item', { hasText: T.cover })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png() });
    await expect(form.locator('.ant-upload-list-item-done, .ant-upload-list-item-container img').first()).toBeVisible();
    const editor = form.getByTestId('article-editor');
    await editor.click();
    await admin.keyboard.type('升级期间暂停服务');
    await admin.keyboard.press('Enter');
    await form.getByRole('button', { name: T.editor.bold }).click();
    await admin.keyboard.type('请提前安排');
    await expect(editor.locator('b, strong')).toHaveText('请提前安排');
    await form.getByTestId('article-save').click();
    await expect(form).toBeHidden();

    const keyword = admin.getByPlaceholder(T.keywordPlaceholder);
    await keyword.fill(title);
    await keyword.press('Enter');
    const row = admin.locator('tr', { hasText: title });
    await expect(row.getByTestId('article-status')).toHaveText('草稿');
    await expect(row.locator('img.article-cover-thumb')).toBeVisible();

    // The enterprise does not see the draft, in the page or through the API.
    await signIn(ent, 'enterprise');
    const entMenu = await informationMenu(url, 'enterprise');
    await openMenu(ent, entMenu.parent, entMenu.title);
    await expect(ent.getByRole('tab', { name: T.tabs.news })).toBeVisible();
    await expect(ent.getByTestId('reader-item').filter({ hasText: title })).toHaveCount(0);
    const { token } = await apiSession(url, 'enterprise');
    const adminToken = (await apiSession(url, 'admin')).token;
    const found = (await (
      await fetch(`${url}/interface/client/information/list?keyword=${encodeURIComponent(title)}`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      })
    ).json()) as { data: { rows: { id: number }[] } };
    const id = found.data.rows[0]?.id;
    expect(id).toBeGreaterThan(0);
    const hidden = await fetch(`${url}/interface/client/information/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(hidden.status).toBe(404);

    // The admin publishes it.
    await row.getByRole('button', { name: spaced(T.publish) }).click();
    await admin
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: spaced('确定') })
      .click();
    await expect(row.getByTestId('article-status')).toHaveText('已发布');

    // The enterprise reads it under news, with the cover and the formatted text; the view is counted.
    await ent.reload();
    await expect(ent.getByRole('tab', { name: T.tabs.news })).toBeVisible();
    const item = ent.getByTestId('reader-item').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item.locator('img')).toBeVisible();
    await item.getByText(title).click();
    const view = ent.getByTestId('article-view');
    await expect(view).toContainText('升级期间暂停服务');
    await expect(view.locator('.article-html b, .article-html strong')).toHaveText('请提前安排');
    await expect(view.locator('.article-view-cover img')).toBeVisible();
    await expect(view).toContainText('1 次阅读');

    // Withdrawn, it is gone for the enterprise again.
    await row.getByRole('button', { name: spaced(T.withdraw) }).click();
    await admin
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: spaced('确定') })
      .click();
    await expect(row.getByTestId('article-status')).toHaveText('已撤回');
    const gone = await fetch(`${url}/interface/client/information/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(gone.status).toBe(404);

    await adminCtx.close();
    await entCtx.close();
  });
});
