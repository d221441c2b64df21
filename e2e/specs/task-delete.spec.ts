import { expect, test } from '@playwright/test';
import { taskTexts } from '../../apps/web/src/features/client/tasks/i18n.ts';
import { draftTask, openTaskDetail, taskDetail } from './api';
import { apiSession, clickInPopup, signIn, spaced, zh } from './helpers';

const T = taskTexts.zh;

test('deleting a task says 已删除 and nothing else: the drawer does not ask for the deleted task again', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const ent = await apiSession(baseURL as string, 'enterprise');
  const task = await draftTask(baseURL as string, ent.token, `E2E 删除 ${Date.now() % 100000}`);
  await signIn(page, 'enterprise');
  await openTaskDetail(page, task.taskNo);

  // What the page asks about the task (its detail, its history) once the delete has been sent.
  const detailCalls: string[] = [];
  let deleted = false;
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (!path.startsWith(`/interface/client/task/${task.id}`)) return;
    if (r.method() === 'DELETE') deleted = true;
    else if (deleted) detailCalls.push(path);
  });
  // The list is asked again after the delete: once it has been, the detail would have been too.
  const listAgain = page.waitForRequest(
    (r) => r.method() === 'GET' && new URL(r.url()).pathname === '/interface/client/task/list',
  );
  const confirm = page.locator('.ant-popconfirm:visible');
  await taskDetail(page)
    .getByRole('button', { name: spaced(T.actions.delete) })
    .click();
  await clickInPopup(confirm.getByRole('button', { name: spaced(zh.common.confirm) }));
  await expect.poll(() => deleted).toBe(true);

  await expect(page.locator('.ant-message-success', { hasText: T.done.delete })).toBeVisible();
  await expect(taskDetail(page)).toBeHidden();
  await (await listAgain).response();
  await expect(page.locator('.ant-table-row').getByText(task.taskNo, { exact: true })).toHaveCount(0);
  expect(detailCalls).toEqual([]);
  await expect(page.locator('.ant-message-error')).toHaveCount(0);
});
