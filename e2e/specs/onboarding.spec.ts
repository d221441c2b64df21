import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { agreementTexts as A } from '../../apps/web/src/components/agreement-i18n.ts';
import { onboardingReviewTexts } from '../../apps/web/src/features/client/onboarding-review/i18n-texts.ts';
import { png } from './files.ts';
import { openMenu, pick, signIn, spaced, zh } from './helpers.ts';
import { applicantToken, creditCode, newPhone, O, review, submitByApi, verifyPhone } from './onboarding.ts';

const T = O;
const R = onboardingReviewTexts.zh;
const PASSWORD = 'Joined#2026';

const select = (page: Page, label: string) =>
  page.locator('.ant-form-item', { has: page.getByText(label, { exact: true }) }).locator('.ant-select');

test.describe('company onboarding', () => {
  test('the agreements a company accepts by going on open from /companyEnter, and about us from the footer', async ({
    page,
  }) => {
    await page.goto('/companyEnter');
    const consent = page.locator('.agreement-consent');
    await expect(consent).toContainText(A.zh.consent);
    await consent.getByRole('button', { name: `《${A.zh.F}》` }).click();
    const service = page.getByRole('dialog', { name: '平台服务协议' });
    await expect(service).toContainText('本协议由平台与用工企业签订');
    await service.getByRole('button', { name: spaced(A.zh.close) }).click();
    await expect(service).toBeHidden();
    await page
      .locator('.onb-footer')
      .getByRole('button', { name: `《${A.zh.A}》` })
      .click();
    await expect(page.getByRole('dialog', { name: '关于我们' })).toContainText('连接企业与自由职业者');
  });

  test('a new company goes from /companyEnter to /signSuccess, then signs in as its enterprise user', async ({
    page,
    baseURL,
  }) => {
    const phone = newPhone();
    const company = `杭州入驻测试${randomInt(1000, 9999)}科技有限公司`;
    await verifyPhone(page, phone);
    await expect(page).toHaveURL(/\/companyEnter\/perfect$/);
    await expect(page.getByRole('heading', { name: T.form.title })).toBeVisible();

    // Every required field says what it needs; a wrong credit code says why.
    await page.getByTestId('onb-submit').click();
    await expect(page.getByText(T.form.required.replace('{{field}}', T.form.companyName))).toBeVisible();
    await expect(page.getByText(T.form.upload.replace('{{field}}', T.form.license))).toBeVisible();
    await expect(page.getByText(T.form.required.replace('{{field}}', T.form.password))).toBeVisible();
    await expect(page.getByText(T.form.required.replace('{{field}}', T.form.confirmPassword))).toBeVisible();
    // and both password fields carry the required mark
    for (const field of [T.form.password, T.form.confirmPassword]) {
      await expect(page.locator('label.ant-form-item-required', { hasText: new RegExp(`^${field}$`) })).toHaveCount(1);
    }
    await page.getByLabel(T.form.creditCode).fill('91330106MA27XXXXX1');
    await page.getByLabel(T.form.creditCode).blur();
    await expect(page.getByText('统一社会信用代码不正确（18 位，校验位不符）')).toBeVisible();
    await page.getByLabel(T.form.contactEmail).fill('not-an-email');
    await page.getByLabel(T.form.contactEmail).blur();
    await expect(page.getByText('应为邮箱地址')).toBeVisible();

    // A draft keeps what is filled in: a reload resumes it.
    await page.getByLabel(T.form.companyName).fill(company);
    await page.getByLabel(T.form.creditCode).fill(creditCode());
    await page.getByLabel(T.form.contactEmail).fill('hr@example.com');
    await page.getByTestId('onb-draft').click();
    await expect(page.getByText(T.form.draftSaved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(T.form.companyName)).toHaveValue(company);

    await page.getByLabel(T.form.legalPerson).fill('张三');
    await pick(select(page, T.form.industry), 'I 信息传输、软件和信息技术服务业', '信息传输');
    await page.getByLabel(T.form.address).fill('浙江省杭州市西湖区文三路 1 号');
    await pick(select(page, T.form.taxPark), '赣州灵活用工产业园');
    await page.getByLabel(T.form.contactName, { exact: true }).fill('李四');
    await page.getByLabel(T.form.contactPhone).fill(phone);
    await page.getByLabel(T.form.bankName, { exact: true }).fill('中国工商银行杭州分行');
    await page.getByLabel(T.form.bankAccountNo).fill('6222020200112233445');
    const inputs = page.locator('.picture-upload input[type="file"]');
    for (const [i, name] of ['licence.png', 'front.png', 'back.png'].entries()) {
      await inputs.nth(i).setInputFiles({ name, mimeType: 'image/png', buffer: png() });
      await expect(page.locator('.picture-upload').nth(i).locator('.ant-upload-list-item-done')).toHaveCount(1);
    }
    await page.getByLabel(T.form.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(T.form.confirmPassword).fill('Other#2026');
    await page.getByTestId('onb-submit').click();
    await expect(page.getByText(T.form.passwordMismatch)).toBeVisible();
    await page.getByLabel(T.form.confirmPassword).fill(PASSWORD);
    await page.getByTestId('onb-submit').click();

    // Pending review, also after a reload.
    await expect(page).toHaveURL(/\/companyEnter\/accessState$/);
    await expect(page.getByText(T.state.pendingTitle)).toBeVisible();
    await page.reload();
    await expect(page.getByText(T.state.pendingTitle)).toBeVisible();

    await review(baseURL ?? '', phone, 'approve');
    await page.getByRole('button', { name: T.state.refresh }).click();
    await expect(page.getByText(T.state.approvedTitle)).toBeVisible();
    await page.getByTestId('onb-to-sign').click();
    await expect(page.frameLocator('[data-testid="onb-agreement"]').getByText(company).first()).toBeVisible();
    await page.getByLabel(T.sign.signName).fill('王五');
    await page.getByTestId('onb-sign-submit').click();
    await expect(page.getByText(T.sign.signNameMismatch.replace('{{name}}', '张三'))).toBeVisible();
    await expect(page.getByText(T.sign.agreeRequired)).toBeVisible();
    await page.getByLabel(T.sign.signName).fill('张三');
    await page.getByTestId('onb-sign-send-code').click();
    const demo = page.getByTestId('onb-sign-demo-code');
    await expect(demo).toBeVisible();
    const code = /(\d{6})/.exec((await demo.textContent()) ?? '')?.[1] ?? '';
    await page.getByRole('textbox', { name: T.sign.code }).fill(code);
    await page.getByText(T.sign.agree).click();
    await page.getByTestId('onb-sign-submit').click();

    await expect(page).toHaveURL(/\/signSuccess$/);
    await expect(page.getByRole('heading', { name: T.success.title })).toBeVisible();
    await expect(page.getByText(T.success.text.replace('{{phone}}', phone))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: T.success.title })).toBeVisible();

    // The new enterprise user signs in with the phone and the password set while applying.
    await page.getByTestId('onb-to-login').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.locator('input[autocomplete="username"]').fill(phone);
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await expect(page.getByText('欢迎回来，李四')).toBeVisible();
    // its own client module, empty so far
    await openMenu(page, '客户管理', '任务管理');
    await expect(page.locator('.ant-table-placeholder:visible')).toContainText('暂无数据');
    // and its signed agreement, with the PDF kept in storage
    await openMenu(page, '客户管理', '合同管理');
    const row = page.locator('.ant-table-row:visible');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('contract-status')).toHaveText('已签约');
    await row.getByTestId('contract-open').click();
    await expect(page.getByTestId('contract-detail')).toContainText(company);
    await expect(page.getByTestId('contract-detail')).toContainText('张三');
    await expect(page.getByTestId('contract-pdf')).toBeVisible();
  });

  test('a rejected application is edited and submitted again, its data kept', async ({ page, baseURL }) => {
    const url = baseURL ?? '';
    const phone = newPhone();
    const company = `杭州驳回测试${randomInt(1000, 9999)}科技有限公司`;
    await verifyPhone(page, phone);
    await expect(page).toHaveURL(/\/companyEnter\/perfect$/);
    await submitByApi(url, await applicantToken(page), phone, company);

    // Staff review it in the console: the documents open in the viewer, a rejection needs a reason.
    const staff = await page.context().newPage();
    await signIn(staff, 'admin');
    await openMenu(staff, '客户管理', '入驻审核');
    await staff.getByPlaceholder(R.keywordPlaceholder).fill(phone);
    await staff.getByRole('button', { name: spaced('搜索') }).click();
    const row = staff.locator('.ant-table-row:visible');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('review-status')).toHaveText('待审核');
    await row.getByTestId('review-open').click();
    await expect(staff.getByTestId('review-detail')).toContainText(company);
    await staff.getByTestId('review-image-license').click();
    await expect(staff.locator('.ant-image-preview')).toBeVisible();
    await staff.keyboard.press('Escape');
    await expect(staff.locator('.ant-image-preview')).toBeHidden();
    await staff.getByTestId('review-reject').click();
    await expect(staff.getByText(R.reasonRequired)).toBeVisible();
    await staff.getByTestId('review-reason').fill('营业执照照片不清晰，请重新上传');
    await staff.getByTestId('review-reject').click();
    await expect(staff.getByText(R.rejected)).toBeVisible();
    await expect(row.getByTestId('review-status')).toHaveText('审核驳回');
    await staff.close();

    // Back later on the first page: the session is still there, and leads to the state page with the reason.
    await page.goto('/companyEnter');
    await expect(page.getByText(T.enter.resumeText.replace('{{phone}}', phone))).toBeVisible();
    await page.getByRole('button', { name: T.enter.resume }).click();
    await expect(page).toHaveURL(/\/companyEnter\/accessState$/);
    await expect(page.getByText(T.state.rejectedTitle)).toBeVisible();
    await expect(page.getByTestId('onb-state-reason')).toContainText('营业执照照片不清晰，请重新上传');
    await page.getByTestId('onb-edit').click();
    await expect(page).toHaveURL(/\/companyEnter\/perfect$/);
    await expect(page.getByTestId('onb-rejected-reason')).toContainText('营业执照照片不清晰，请重新上传');
    await expect(page.getByLabel(T.form.companyName)).toHaveValue(company);
    await expect(page.locator('.picture-upload .ant-upload-list-item-done')).toHaveCount(3);
    // a new licence image, the password kept from the first submission
    await page.locator('.picture-upload').first().locator('.ant-upload-list-item').hover();
    await page.locator('.picture-upload').first().getByTitle('删除文件').click();
    await page
      .locator('.upload-delete-confirm')
      .getByRole('button', { name: spaced(zh.common.confirm) })
      .click();
    await expect(page.locator('.picture-upload').first().locator('.ant-upload-list-item')).toHaveCount(0);
    await page
      .locator('.picture-upload input[type="file"]')
      .first()
      .setInputFiles({ name: 'licence-2.png', mimeType: 'image/png', buffer: png([200, 80, 40]) });
    await expect(page.locator('.picture-upload .ant-upload-list-item-done')).toHaveCount(3);
    await page.getByLabel(T.form.address).fill('浙江省杭州市滨江区网商路 2 号');
    await page.getByTestId('onb-submit').click();
    await expect(page).toHaveURL(/\/companyEnter\/accessState$/);
    await expect(page.getByText(T.state.pendingTitle)).toBeVisible();
    await page.reload();
    await expect(page.getByText(T.state.pendingTitle)).toBeVisible();

    await review(url, phone, 'approve');
    await page.getByRole('button', { name: T.state.refresh }).click();
    await expect(page.getByText(T.state.approvedTitle)).toBeVisible();
  });
});
