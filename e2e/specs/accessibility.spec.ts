import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { chatTexts } from '../../apps/web/src/components/chat/chat-texts.ts';
import { inviteTexts } from '../../apps/web/src/components/client/i18n-texts.ts';
import { bannerTexts } from '../../apps/web/src/features/banners/i18n-texts.ts';
import { consoleChatTexts } from '../../apps/web/src/features/chat/i18n-texts.ts';
import { taskTexts } from '../../apps/web/src/features/client/tasks/i18n.ts';
import { listTexts } from '../../apps/web/src/features/lists/i18n-texts.ts';
import { softphoneTexts } from '../../apps/web/src/features/softphone/i18n-texts.ts';
import { freelancerTexts } from '../../apps/web/src/freelancer-app/i18n-texts.ts';
import { noticeTexts } from '../../apps/web/src/lib/notices/notice-i18n-texts.ts';
import { call, draftTask, openTaskDetail, recruitingTask, taskDetail } from './api';
import { expectAccessible } from './axe';
import { freelancerSays, freelancerToken } from './freelancer';
import { apiSession, en, PASSWORD, spaced, zh } from './helpers';
import { applicantToken, newPhone, O, OE, review, submitByApi, verifyPhone } from './onboarding';

/**
 * axe-core (WCAG 2.1 A and AA) on the main pages as the demo users meet them, in both languages, on a desktop
 * and a phone: no serious or critical violation. "Label in name" is an experimental axe rule; it is run too.
 */

const PAGES = [
  '/dashboard',
  '/client/task/taskList/index',
  '/client/order/orderList/index',
  '/client/invoice/orderInvoice/index',
  '/client/invoice/invoiceRecord/index',
  '/client/information/informationList/index',
  '/client/feedback/feedbackList/index',
  '/profile/index',
  '/common/down-file/index',
  '/client/onboarding/onboardingReview/index',
  '/client/contract/contractList/index',
  '/no-such-page',
];
/** Platform administration (issue 13): staff only. */
const ADMIN_PAGES = [
  '/system/user/index',
  '/system/role/index',
  '/system/operlog/index',
  '/system/logininfor/index',
  '/system/online/index',
  '/system/notice/index',
  '/system/enterprise/index',
  '/system/taskReview/index',
  '/system/menu/index',
  '/system/banner/index',
];
/** The pages checked in English too. */
const MAIN_PAGES = PAGES.slice(0, 4).concat('/no-such-page');

const VIEWPORTS = [
  { name: '1440px', width: 1440, height: 900 },
  { name: '390px', width: 390, height: 844 },
];

type Language = 'zh' | 'en';

/** Parts checked on their own once the page behind them was checked (axe's `include`). */
const chatDialog = { include: '.console-chat-dialog' };
const softphone = { include: '[data-testid="softphone"]' };
const drawer = (inside: string) => ({ include: `.ant-drawer-content-wrapper:has(${inside})` });
/** The notices' panel: a drawer on a phone and in the chat dialog, a popover under the staff's bell on a desktop. */
const noticePanel = '.ant-drawer-content-wrapper:has(.notice-panel), .ant-popover:has(.notice-panel)';
const bellAndPanel = { include: ['[data-testid="notice-bell"]', noticePanel] };

/**
 * Signs in from the login page, first switching it to English when asked (the choice is kept). `check`: the login
 * page is checked on the way (once per language and width is enough: the page-by-page groups do it).
 */
async function signInAs(page: Page, username: string, language: Language, check = false): Promise<void> {
  await page.goto('/login');
  if (language === 'en') {
    await page.getByRole('button', { name: zh.lang.en }).click();
    await expect(page.getByRole('heading', { name: en.login.title })).toBeVisible();
  }
  if (check) await expectAccessible(page, `/login (${language}, ${page.viewportSize()?.width ?? 0}px)`);
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** What a user waits for: the page's content is drawn and nothing in it is loading any more. */
async function pageReady(page: Page): Promise<void> {
  const main = page.locator('.app-main');
  // A large list can take a while on a loaded machine: wait as a user would, longer than the default.
  const content = main.locator('.ant-table-row, .list-card, .ant-empty, .ant-result, .ant-card, .panel, form');
  await expect(content.first()).toBeVisible({ timeout: 30_000 });
  await expect(main.locator('.ant-spin-spinning, .ant-skeleton, .page-loading')).toHaveCount(0, { timeout: 30_000 });
}

/** zh for both users on both widths; en for staff on the desktop and for the enterprise on the phone. */
const RUNS = VIEWPORTS.flatMap((vp) => [
  { vp, username: 'admin', language: 'zh' as const, paths: [...PAGES, ...ADMIN_PAGES] },
  { vp, username: 'enterprise', language: 'zh' as const, paths: PAGES },
  {
    vp,
    username: vp.width < 992 ? 'enterprise' : 'admin',
    language: 'en' as const,
    paths: vp.width < 992 ? MAIN_PAGES : [...MAIN_PAGES, ADMIN_PAGES[0] as string],
  },
]);

for (const run of RUNS) {
  test.describe(`accessibility: ${run.username}, ${run.language}, ${run.vp.name}`, () => {
    // One sign-in for the group; each page is a test of its own, so a failure names its page and the rest still run.
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({
        baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
        locale: 'zh-CN',
        viewport: { width: run.vp.width, height: run.vp.height },
      });
      page = await context.newPage();
      await signInAs(page, run.username, run.language, true);
    });
    test.afterAll(() => context.close());

    for (const path of run.paths) {
      test(path, async () => {
        test.setTimeout(90_000);
        await page.goto(path);
        await pageReady(page);
        await expectAccessible(page, `${path} (${run.language}, ${run.vp.name})`);
      });
    }
  });
}

/**
 * The black and white lists page in both of its states, made here: with an entry (the demo enterprise on the
 * enterprise blacklist from next year on, which changes nothing for anyone today) and with none matching.
 */
for (const vp of VIEWPORTS) {
  test(`black and white lists, with an entry and with none, ${vp.name}`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const url = baseURL as string;
    const admin = (await apiSession(url, 'admin')).token;
    const { user } = await apiSession(url, 'enterprise');
    const year = new Date().getFullYear();
    const entry = await call<{ id: number }>(url, admin, 'POST', '/system/list', {
      listType: '3',
      enterpriseId: user.enterpriseId,
      reason: `axe ${Date.now()}`,
      startAt: `${year + 1}-01-01T00:00:00.000Z`,
      endAt: `${year + 1}-02-01T00:00:00.000Z`,
    });
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: vp });
    try {
      const page = await context.newPage();
      await signInAs(page, 'admin', 'zh');
      await page.goto('/system/list/index');
      await pageReady(page);
      await expect(page.locator('.ant-table-row, .list-card').first()).toBeVisible();
      await expectAccessible(page, `lists with an entry (${vp.name})`);
      const keyword = page.getByPlaceholder(listTexts.zh.keyword);
      await keyword.fill('无此名单-axe');
      await keyword.press('Enter');
      await expect(page.locator('.app-main').locator('.ant-table-placeholder, .ant-empty').first()).toBeVisible();
      await pageReady(page);
      await expectAccessible(page, `lists with none (${vp.name})`);
    } finally {
      await context.close();
      await call(url, admin, 'DELETE', `/system/list/${entry.id}`);
    }
  });
}

test('drawers and dialogs: task detail, invite dialog, new task form, the sidebar menu on a phone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const url = baseURL as string;
  const tokens = {
    enterprise: (await apiSession(url, 'enterprise')).token,
    admin: (await apiSession(url, 'admin')).token,
  };
  const task = await recruitingTask(url, tokens, `E2E 无障碍 ${Date.now() % 100000}`, { price: 80, headcount: 3 });
  await signInAs(page, 'enterprise', 'zh');

  await openTaskDetail(page, task.taskNo);
  await expect(taskDetail(page)).toContainText(task.taskNo);
  await expectAccessible(page, 'task detail drawer', drawer('[data-testid="task-detail"]'));

  await taskDetail(page).getByTestId('task-invite').click();
  const dialog = page.getByRole('dialog', { name: inviteTexts.zh.title });
  await expect(dialog.locator('.ant-select')).toContainText(task.taskNo);
  await expectAccessible(page, 'invite dialog', { include: '.ant-modal-wrap' });
  await dialog.getByRole('button', { name: spaced(zh.common.cancel) }).click();
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(taskDetail(page)).toBeHidden();

  await page.getByRole('button', { name: spaced(taskTexts.zh.create) }).click();
  const form = page.locator('.ant-drawer-content-wrapper', { has: page.locator('form.task-form') });
  await expect(form.getByRole('spinbutton').first()).toBeVisible();
  await expectAccessible(page, 'new task form drawer', drawer('form.task-form'));
  await form.getByRole('button', { name: spaced(zh.common.cancel) }).click();
  await expect(form).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: zh.nav.toggleSidebar }).click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expectAccessible(page, 'sidebar drawer at 390px', { include: '[data-testid="sidebar"]' });
});

for (const [vp, language] of VIEWPORTS.flatMap((v) => [[v, 'zh'] as const, [v, 'en'] as const])) {
  test(`banners: the dashboard's carousel and jump banner, the banner form, ${language}, ${vp.name}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const T = bannerTexts[language];
    for (const username of ['enterprise', 'admin']) {
      const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: vp });
      const page = await context.newPage();
      await signInAs(page, username, language);
      // the demo's enterprise-side banners: two in the carousel, one jump banner
      await expect(page.getByTestId('banner-carousel')).toBeVisible();
      await expect(page.locator('.banner-jumps')).toBeVisible();
      await expectAccessible(page, `dashboard banners (${username}, ${language}, ${vp.name})`, {
        include: ['[data-testid="banner-carousel"]', '.banner-jumps'],
      });
      if (username === 'admin') {
        await page.goto('/system/banner/index');
        await pageReady(page);
        await page.getByRole('button', { name: T.add }).click();
        const dialog = page.getByRole('dialog', { name: T.add });
        await expect(dialog.getByTestId('banner-route')).toBeVisible();
        await expectAccessible(page, `banner form (${language}, ${vp.name})`, { include: '.ant-modal-wrap' });
      }
      await context.close();
    }
  });

  test(`chat dialog, emoji picker and notices as the enterprise, the staff bell, ${language}, ${vp.name}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const t =
      language === 'zh' ? { ...chatTexts.zh, ...consoleChatTexts.zh } : { ...chatTexts.en, ...consoleChatTexts.en };
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: vp });
    const page = await context.newPage();
    // Every state is made here, not inherited: an unread message first. 赵丽娜 (13900000003, invited to the demo
    // enterprise's task) writes to the demo enterprise (B10001); the chat specs count other freelancers' messages.
    await freelancerSays(baseURL as string, '13900000003', 'B10001', `axe ${Date.now()}`);
    await signInAs(page, 'enterprise', language);
    const unreadName = new RegExp(`^${t.buttonUnread.replace('{{n}}', '\\d+\\+?')}$`);
    await expect(page.getByTestId('chat-button')).toHaveAccessibleName(unreadName);
    // The badge's digits roll in (every digit of the roll is drawn meanwhile): checked once the count stands still.
    const count = /\d+\+?/.exec((await page.getByTestId('chat-button').getAttribute('aria-label')) ?? '')?.[0] ?? '';
    await expect(page.locator('.chat-fab .ant-badge-count')).toHaveText(count);
    await expectAccessible(page, `chat button with unread messages (${language}, ${vp.name})`, {
      include: '.chat-fab',
    });
    await page.getByTestId('chat-button').click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    const quiet = dialog.locator('.chat-conversation', { hasText: '赵丽娜' });
    await expect(quiet.locator('.ant-badge-count')).toBeVisible();
    await expectAccessible(page, `chat dialog with an unread conversation (${language}, ${vp.name})`, chatDialog);
    await quiet.click();
    await expect(dialog.getByRole('log')).toBeVisible();
    await expect(dialog.locator('.console-chat-loading')).toHaveCount(0);
    await expectAccessible(page, `chat conversation (${language}, ${vp.name})`, chatDialog);
    // Offline, then reconnecting: the status and every control still named by what they show.
    await context.setOffline(true);
    await expect(
      dialog.locator('.chat-connection[data-state="offline"], .chat-connection[data-state="reconnecting"]'),
    ).toBeVisible();
    await expectAccessible(page, `chat offline (${language}, ${vp.name})`, chatDialog);
    await context.setOffline(false);
    await expect(dialog.locator('.chat-connection[data-state="connected"]')).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: t.emoji }).click();
    await expect(page.locator('.chat-emoji-picker')).toBeVisible();
    await expectAccessible(page, `emoji picker (${language}, ${vp.name})`, {
      include: ['.chat-emoji-picker', '.console-chat-dialog'],
    });
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: t.notices }).first().click();
    await expect(page.locator('.notice-panel')).toBeVisible();
    await expect(page.locator('.notice-panel .ant-spin')).toHaveCount(0);
    await expectAccessible(page, `notices drawer (${language}, ${vp.name})`, { include: noticePanel });
    await context.close();

    // The staff bell with an unread notice of its own (a task submitted for review reaches the reviewers), then
    // with everything read: both states are made here.
    const enterpriseToken = (await apiSession(baseURL as string, 'enterprise')).token;
    const title = `axe bell ${Date.now()}`;
    const submitted = await draftTask(baseURL as string, enterpriseToken, title);
    await call(baseURL as string, enterpriseToken, 'POST', `/client/task/${submitted.id}/submit`);
    const staff = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: vp });
    const admin = await staff.newPage();
    await signInAs(admin, 'admin', language);
    const n = language === 'zh' ? noticeTexts.zh : noticeTexts.en;
    const bell = admin.getByTestId('notice-bell');
    await expect(bell).toHaveAccessibleName(new RegExp(`^${n.bellUnread.replace('{{n}}', '\\d+\\+?')}$`));
    await bell.click();
    const panel = admin.locator('.notice-panel');
    await expect(panel).toBeVisible();
    await expect(panel.locator('.ant-spin')).toHaveCount(0);
    await expect(panel).toContainText(title);
    await expectAccessible(admin, `staff bell, unread (${language}, ${vp.name})`, bellAndPanel);
    await panel.getByRole('button', { name: n.markAllRead }).click();
    await expect(panel).toContainText(n.emptyUnread);
    await expect(bell).toHaveAccessibleName(n.bell);
    await expectAccessible(admin, `staff bell, all read (${language}, ${vp.name})`, bellAndPanel);
    await staff.close();
  });
}

/** The freelancer page (/m/): every page at 390 and 1440 px in both languages, the apply and chat dialogs too. */
for (const vp of VIEWPORTS) {
  test(`freelancer page (/m/) at ${vp.name}: sign-in, tabs, order, chat, apply`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const url = baseURL as string;
    // 13900000001: applied to the demo enterprise's task, so it has an order and a conversation with B10001 (it only
    // reads: chat-both-sides.spec.ts counts the unread messages of 13900000002).
    const token = await freelancerToken(url, '13900000001');
    const orders = await call<{ rows: { id: number }[] }>(url, token, 'GET', '/freelancer/orders?pageSize=1');
    const orderId = orders.rows[0]?.id;
    expect(orderId, 'the demo freelancer has an order').toBeDefined();
    for (const language of ['zh', 'en'] as const) {
      const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: vp });
      const page = await context.newPage();
      const F = freelancerTexts[language];
      await page.goto('/m/login');
      if (language === 'en') {
        await page.getByRole('button', { name: zh.lang.en }).click();
        await expect(page.getByRole('heading', { name: F.login.title })).toBeVisible();
      }
      await page.getByRole('button', { name: language === 'zh' ? /登\s*录/ : F.login.submit }).click();
      await expect(page.getByText(F.login.phoneRequired)).toBeVisible();
      // The pointer leaves the button (its hover shade is not what the page shows at rest).
      await page.mouse.move(0, 0);
      await expectAccessible(page, `/m/login with errors (${language}, ${vp.name})`);
      await page.getByLabel(F.login.phone).fill('13900000001');
      await page.getByLabel(F.login.password).fill(PASSWORD);
      await page.getByRole('button', { name: language === 'zh' ? /登\s*录/ : F.login.submit }).click();
      await expect(page.locator('.chat-conversation').first()).toBeVisible();
      await expect(page.getByTestId('banner-carousel')).toBeVisible();
      await expectAccessible(page, `/m/messages (${language}, ${vp.name})`);

      for (const [path, ready] of [
        ['/m/orders', '[data-testid="m-order-card"]'],
        [`/m/orders/${orderId}`, '.m-fields'],
        ['/m/tasks', '[data-testid="m-task-card"]'],
        ['/m/notices', '.m-notice, .ant-empty'],
        ['/m/me', '.m-fields'],
      ] as const) {
        await page.goto(path);
        await expect(page.locator(ready).first()).toBeVisible();
        await expect(page.locator('.ant-skeleton')).toHaveCount(0);
        await expectAccessible(page, `${path} (${language}, ${vp.name})`);
      }

      await page.goto('/m/tasks');
      await page.getByTestId('m-task-apply').first().click();
      await expect(page.getByRole('dialog', { name: F.tasks.applyTitle })).toBeVisible();
      await expectAccessible(page, `/m/tasks apply dialog (${language}, ${vp.name})`, { include: '.ant-modal-wrap' });
      await page.keyboard.press('Escape');

      await page.goto('/m/messages/B10001');
      await expect(page.getByRole('log')).toBeVisible();
      await expect(page.getByRole('log').locator('.chat-row, .chat-empty').first()).toBeVisible();
      await expectAccessible(page, `/m/messages/B10001 (${language}, ${vp.name})`);
      await page.getByRole('button', { name: chatTexts[language].emoji }).click();
      await expect(page.locator('.chat-emoji-picker')).toBeVisible();
      await expectAccessible(page, `/m/ emoji picker (${language}, ${vp.name})`, { include: '.chat-emoji-picker' });
      await context.close();
    }
  });
}

/**
 * The softphone (telManage:online): the control offline and online, and the call records page with its simulator
 * button, in both languages at both widths. As admin, who holds the permission in the demo call centre too: the
 * softphone spec works the desk as `agent` meanwhile, and a user holds one seat at a time.
 */
for (const [index, [vp, language]] of VIEWPORTS.flatMap((v) => [[v, 'zh'] as const, [v, 'en'] as const]).entries()) {
  test(`softphone control and call records, ${language}, ${vp.name}`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const S = softphoneTexts[language];
    const voip = `05718680100${index + 5}`;
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: vp });
    const page = await context.newPage();
    await signInAs(page, 'admin', language);
    // The control's code loads once the first page is drawn and the browser is idle.
    await expect(page.getByTestId('softphone-fab')).toBeVisible();
    await expectAccessible(page, `softphone button (${language}, ${vp.name})`, {
      include: '[data-testid="softphone-fab"]',
    });

    await page.getByTestId('softphone-fab').click();
    const control = page.getByRole('region', { name: S.title });
    await expect(control.getByTestId('softphone-online')).toBeVisible();
    await expectAccessible(page, `softphone offline (${language}, ${vp.name})`, softphone);
    await control.getByTestId('softphone-seat').click();
    await page.keyboard.type(voip.slice(-4));
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(voip).click();
    await control.getByTestId('softphone-online').click();
    await expect(control.getByTestId('softphone-seat-number')).toContainText(voip);
    await expect(control.getByTestId('softphone-state')).toContainText(S.agentState.idle);
    await expectAccessible(page, `softphone online (${language}, ${vp.name})`, softphone);
    // A busy number (the simulator's …0000) leaves a call record, so the records page has rows.
    await control.getByTestId('softphone-number').fill('13800000000');
    await control.getByTestId('softphone-call').click();
    await expect(control.getByTestId('softphone-outcome')).toContainText(S.outcome.busy);
    await control.getByTestId('softphone-offline').click();
    await expect(control.getByTestId('softphone-online')).toBeVisible();
    await control.getByRole('button', { name: S.collapse }).click();

    await page.goto('/callCenter/callRecord/index');
    await expect(page.locator('.app-main').locator('.ant-table-row, .list-card').first()).toBeVisible();
    await pageReady(page);
    await expectAccessible(page, `/callCenter/callRecord/index (${language}, ${vp.name})`);
    await page.getByTestId('simulate-inbound').click();
    const simulate = page.getByRole('dialog', { name: S.simulate.title });
    await expect(simulate.getByLabel(S.simulate.number)).toBeVisible();
    await expectAccessible(page, `simulate incoming call dialog (${language}, ${vp.name})`, {
      include: '.ant-modal-wrap',
    });
    await page.keyboard.press('Escape');
    await expect(simulate).toBeHidden();
    await context.close();
  });
}

/** Company onboarding's public pages, each in the state an applicant meets it: zh on a desktop, en on a phone. */
for (const { vp, language } of [
  { vp: { name: '1440px', width: 1440, height: 900 }, language: 'zh' as const },
  { vp: { name: '390px', width: 390, height: 844 }, language: 'en' as const },
]) {
  test(`company onboarding pages at ${vp.name}, ${language}: enter, form with errors, state, signing, success`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const url = baseURL as string;
    const texts = language === 'en' ? OE : O;
    const context = await browser.newContext({
      baseURL,
      locale: 'zh-CN',
      viewport: { width: vp.width, height: vp.height },
    });
    const page = await context.newPage();
    const where = (name: string) => `${name} (${language}, ${vp.name})`;
    if (language === 'en') {
      await page.goto('/companyEnter');
      await page.getByRole('button', { name: zh.lang.en }).click();
    }
    const phone = newPhone();
    await verifyPhone(page, phone, texts);
    await expect(page).toHaveURL(/\/companyEnter\/perfect$/);
    await page.getByTestId('onb-submit').click();
    await expect(page.getByText(texts.form.required.replace('{{field}}', texts.form.companyName))).toBeVisible();
    await page.mouse.move(0, 0);
    await expectAccessible(page, where('/companyEnter/perfect with errors'));

    await submitByApi(url, await applicantToken(page), phone, '杭州无障碍检查科技有限公司');
    await page.goto('/companyEnter/accessState');
    await expect(page.getByText(texts.state.pendingTitle)).toBeVisible();
    await expectAccessible(page, where('/companyEnter/accessState pending'));

    await review(url, phone, 'approve');
    await page.reload();
    await page.getByTestId('onb-to-sign').click();
    await expect(page.getByTestId('onb-agreement')).toBeVisible();
    // The agreement's sandboxed frame runs no script, so axe cannot enter it: its frame has a title, and its page
    // is plain headings and paragraphs from the server's template.
    await expect(page.getByTestId('onb-agreement')).toHaveAttribute('title', texts.sign.frameTitle);
    await expectAccessible(page, where('/companyEnter/accessState signing'), '[data-testid="onb-agreement"]');

    await page.goto('/signSuccess');
    await expect(page.getByRole('heading', { name: texts.success.title })).toBeVisible();
    await expectAccessible(page, where('/signSuccess'));

    await page.goto('/companyEnter');
    await expect(page.getByText(texts.enter.resumeTitle, { exact: true })).toBeVisible();
    await expectAccessible(page, where('/companyEnter'));
    await context.close();
  });
}
