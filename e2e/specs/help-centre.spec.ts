import { expect, type Page, test } from '@playwright/test';
import { helpCentreTexts } from '../../apps/web/src/features/client/help-centre/i18n-texts.ts';
import { feedbackTexts } from '../../apps/web/src/features/feedback/i18n-texts.ts';
import { png } from './files';
import { apiSession, openMenu, pick, signIn, spaced, tab } from './helpers';

const F = feedbackTexts.zh;
const H = helpCentreTexts.zh;

async function helpCentreMenu(baseURL: string, username: string) {
  const { routes } = await apiSession(baseURL, username);
  for (const dir of routes) {
    const leaf = dir.children?.find((c) => c.path === 'feedback/feedbackList');
    if (leaf) return { parent: dir.meta.title, title: leaf.meta.title };
  }
  throw new Error(`no help centre for ${username}`);
}

const entryDot = (page: Page) => page.getByTestId('feedback-unread').first();

test.describe('help centre and feedback', () => {
  test('feedback from submission to reply with the unread dot', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const url = baseURL as string;
    const desc = `E2E 导出按钮无响应 ${Date.now() % 100000}`;
    const entCtx = await browser.newContext();
    const adminCtx = await browser.newContext();
    const ent = await entCtx.newPage();
    const admin = await adminCtx.newPage();

    // The enterprise opens the 520px drawer from the top bar; the form insists on a type and a description.
    await signIn(ent, 'enterprise');
    await ent.getByTestId('feedback-entry').click();
    const drawer = ent.locator('.feedback-drawer');
    await expect(drawer).toBeVisible();
    expect((await ent.locator('.ant-drawer-content-wrapper', { has: drawer }).boundingBox())?.width).toBeCloseTo(
      520,
      0,
    );
    await drawer.getByTestId('feedback-submit').click();
    await expect(drawer.getByText(F.typeRequired, { exact: true }).last()).toBeVisible();
    await expect(drawer.getByText(F.descRequired, { exact: true })).toBeVisible();

    await pick(drawer.locator('.ant-form-item', { hasText: F.feedType }).locator('.ant-select'), '投诉');
    const text = drawer.getByTestId('feedback-desc');
    await text.fill(`  ${desc}  `);
    await text.blur();
    await expect(text).toHaveValue(desc);
    await expect(drawer.getByText(`${desc.length} / 400`)).toBeVisible();
    await drawer
      .locator('input[type="file"]')
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png() });
    await expect(
      drawer.locator('.ant-upload-list-item-done, .ant-upload-list-item-container img').first(),
    ).toBeVisible();
    await drawer.getByTestId('feedback-submit').click();

    // The success dialog closes itself after 3 s.
    const success = ent.locator('.feedback-success-body');
    await expect(success).toContainText(F.successTitle);
    await expect(success).toBeHidden({ timeout: 6_000 });
    // Reading the history clears any earlier unread reply (the demo data has some): the dot is off.
    await ent.getByTestId('feedback-entry').click();
    await ent.getByTestId('feedback-history').click();
    await expect(ent.getByTestId('feedback-item').filter({ hasText: desc })).toBeVisible();
    await ent.keyboard.press('Escape');
    await ent.keyboard.press('Escape');
    await expect(entryDot(ent)).toHaveAttribute('data-unread', 'false');

    // The admin finds it in the help centre and replies: solved.
    await signIn(admin, 'admin');
    const adminMenu = await helpCentreMenu(url, 'admin');
    await openMenu(admin, adminMenu.parent, adminMenu.title);
    await expect(tab(admin, adminMenu.title)).toBeVisible();
    await admin.getByRole('tab', { name: H.feedbackTab }).click();
    const keyword = admin.getByPlaceholder(H.keywordPlaceholder);
    await keyword.fill(desc);
    await keyword.press('Enter');
    const row = admin.locator('tr', { hasText: desc });
    await expect(row).toBeVisible();
    await expect(row.locator('.ant-image img')).toHaveCount(1);
    await row.getByTestId('reply-open').click();
    const reply = admin.locator('.ant-drawer-section:visible', { hasText: H.replyTitle });
    await pick(reply.locator('.ant-form-item', { hasText: H.status }).locator('.ant-select'), '已解决');
    await reply.getByTestId('reply-text').fill('已修复，请刷新页面后重试');
    await reply.getByTestId('reply-submit').click();
    await expect(reply).toBeHidden();
    await expect(row.getByTestId('feedback-status')).toHaveText('已解决');

    // The enterprise sees the dot, opens the history: the reply, the image and the item's own dot; then it clears.
    await ent.reload();
    await expect(entryDot(ent)).toHaveAttribute('data-unread', 'true');
    await expect(entryDot(ent).locator('.ant-badge-dot')).toBeVisible();
    await ent.getByTestId('feedback-entry').click();
    await ent.getByTestId('feedback-history').click();
    const item = ent.getByTestId('feedback-item').filter({ hasText: desc });
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(item.getByTestId('feedback-reply')).toContainText('已修复，请刷新页面后重试');
    await expect(item.locator('.ant-image img')).toHaveCount(1);
    await expect(ent.getByTestId('feedback-finished')).toBeVisible();
    await expect(entryDot(ent)).toHaveAttribute('data-unread', 'false');
    await ent.reload();
    await expect(ent.locator('.navbar')).toBeVisible();
    await expect(entryDot(ent)).toHaveAttribute('data-unread', 'false');

    // The enterprise's help centre: the FAQ and its own feedback with the reply.
    const entMenu = await helpCentreMenu(url, 'enterprise');
    await openMenu(ent, entMenu.parent, entMenu.title);
    await expect(ent.getByTestId('faq-search')).toBeVisible();
    await ent.getByRole('tab', { name: H.myFeedbackTab }).click();
    await expect(ent.locator('tr', { hasText: desc })).toContainText('已修复，请刷新页面后重试');
    await expect(ent.getByRole('button', { name: spaced(H.replyAction) })).toHaveCount(0);

    await entCtx.close();
    await adminCtx.close();
  });
});
