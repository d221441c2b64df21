import { expect, test } from '@playwright/test';
import { invoiceTexts } from '../../apps/web/src/features/client/invoices/i18n-texts.ts';
import { taskTexts } from '../../apps/web/src/features/client/tasks/i18n.ts';
import { formTexts } from '../../apps/web/src/lib/form/i18n.ts';
import { signIn, spaced, zh } from './helpers';

const T = taskTexts.zh;
const I = invoiceTexts.zh;
const F = formTexts.zh;

test.describe('form input', () => {
  test('submitting the invoice application with required fields empty shows their messages, no page error', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page, 'enterprise');
    await page.goto('/client/invoice/orderInvoice/index');
    await page.getByRole('button', { name: new RegExp(`${I.apply}$`) }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper', { has: page.getByTestId('invoice-apply') });
    await drawer.getByTestId('invoice-apply-submit').click();
    await expect(drawer.getByText(I.titleRequired)).toBeVisible();
    await expect(drawer.getByText(I.taxNoRequired)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('unsaved input: closing the drawer asks first, and the browser asks before the page goes', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'enterprise');
    await page.goto('/client/task/taskList/index');
    const openForm = async () => {
      await page.getByRole('button', { name: new RegExp(`${T.create}$`) }).click();
      await expect(form).toBeVisible();
    };
    const form = page.locator('.ant-drawer-content-wrapper', { has: page.locator('form.task-form') });
    const cancel = form.getByRole('button', { name: spaced(zh.common.cancel) });
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: F.discardTitle });

    // Nothing typed: it closes at once.
    await openForm();
    await cancel.click();
    await expect(form).toBeHidden();
    await expect(confirm).toHaveCount(0);

    // Typed: closing asks; keep editing keeps the text, discard closes.
    await openForm();
    await form.getByLabel(T.name, { exact: true }).fill('写了一半的任务');
    await cancel.click();
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: spaced(F.keepEditing) }).click();
    await expect(confirm).toBeHidden();
    await expect(form.getByLabel(T.name, { exact: true })).toHaveValue('写了一半的任务');

    // Leaving the page (a reload, closing the window) is asked by the browser; staying keeps the input.
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(form.getByLabel(T.name, { exact: true })).toHaveValue('写了一半的任务');

    await form.locator('.ant-drawer-close').click();
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: spaced(F.discard) }).click();
    await expect(form).toBeHidden();
  });
});
