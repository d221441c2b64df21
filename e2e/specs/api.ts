import type { OneTimePassword } from '@console/domain/schemas/admin';
import type { TaskAttachment, TaskDetail } from '@console/domain/schemas/task';
import { expect, type Page } from '@playwright/test';
import { taskTexts } from '../../apps/web/src/features/client/tasks/i18n.ts';
import { apiSession, PASSWORD } from './helpers';

/** Calls the API as a signed-in user; anything but 200 fails the test with the server's message. */
export async function call<T>(
  baseURL: string,
  token: string,
  method: string,
  path: string,
  body?: Record<string, unknown>,
): Promise<T> {
  const res = await fetch(`${baseURL}/interface${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${json.msg}`);
  return json.data;
}

/**
 * A staff member made by the admin whose one-time password was changed to PASSWORD, as its owner would: ready to
 * sign in. Answers the new user's id.
 */
export async function staffMember(
  baseURL: string,
  adminToken: string,
  user: { username: string; name: string; roleIds: (number | undefined)[] },
): Promise<number> {
  const made = await call<OneTimePassword>(baseURL, adminToken, 'POST', '/system/user', { ...user, userType: '01' });
  const first = await apiSession(baseURL, user.username, made.password);
  await call(baseURL, first.token, 'PUT', '/system/user/profile/password', {
    oldPassword: made.password,
    newPassword: PASSWORD,
  });
  return made.id;
}

export interface Stored {
  url: string;
  fileName: string;
  size: number;
  key: string;
  contentType: string;
}

/** POST /files/upload as the user would send it (multipart), for setting up attachments. */
export async function upload(baseURL: string, token: string, name: string, bytes: Buffer, path = 'e2e') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  form.append('path', path);
  const res = await fetch(`${baseURL}/interface/files/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const json = (await res.json()) as { msg: string; data: Stored };
  if (res.status !== 200) throw new Error(`upload ${name}: ${res.status} ${json.msg}`);
  return json.data;
}

/** A draft task of the enterprise with the given attachments (and any other field of the task body). */
export async function draftTask(
  baseURL: string,
  token: string,
  title: string,
  attachments: TaskAttachment[] = [],
  fields: Record<string, unknown> = {},
) {
  const today = new Date().toISOString().slice(0, 10);
  return call<TaskDetail>(baseURL, token, 'POST', '/client/task', {
    title,
    industry: 'I',
    workMode: '1',
    pricingUnit: '04',
    price: 100,
    headcount: 1,
    startDate: today,
    endDate: today,
    description: 'e2e',
    attachments,
    ...fields,
  });
}

/** A recruiting task: the enterprise's draft, submitted, approved by the admin. */
export async function recruitingTask(
  baseURL: string,
  tokens: { enterprise: string; admin: string },
  title: string,
  fields: Record<string, unknown> = {},
) {
  const task = await draftTask(baseURL, tokens.enterprise, title, [], fields);
  await call(baseURL, tokens.enterprise, 'POST', `/client/task/${task.id}/submit`);
  await call(baseURL, tokens.admin, 'POST', `/client/task/${task.id}/approve`);
  return task;
}

/** The task detail drawer. */
export const taskDetail = (page: Page) =>
  page.locator('.ant-drawer-content-wrapper', { has: page.getByTestId('task-detail') });

/** Opens the task list straight by its route, finds the task by number and opens its detail. */
export async function openTaskDetail(page: Page, taskNo: string) {
  await page.goto('/client/task/taskList/index');
  const keyword = page.getByPlaceholder(taskTexts.zh.keywordPlaceholder);
  await keyword.fill(taskNo);
  await keyword.press('Enter');
  const link = page.locator('.ant-table-row').getByText(taskNo, { exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(taskDetail(page)).toBeVisible();
}

/** Opens the order list straight by its route, finds the order by number and opens its drawer, which it answers. */
export async function openOrderDetail(page: Page, orderNo: string) {
  await page.goto('/client/order/orderList/index');
  const keyword = page.locator('.filter-bar input#keyword');
  await keyword.fill(orderNo);
  await keyword.press('Enter');
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await page.locator('.ant-table-row').getByText(orderNo, { exact: true }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: orderNo });
  await expect(drawer.getByTestId('order-fields')).toBeVisible();
  return drawer;
}
