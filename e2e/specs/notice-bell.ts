import { expect, type Page } from '@playwright/test';
import { noticeTexts } from '../../apps/web/src/lib/notices/notice-i18n-texts.ts';

/** The staff's notice bell in the navbar (notice-bell.spec.ts, cluster/notices.spec.ts). */
const zh = noticeTexts.zh;

export const bell = (page: Page) => page.getByTestId('notice-bell');

/** The bell says `n` unread (or none). */
export function expectCount(page: Page, n: number) {
  return expect(bell(page)).toHaveAccessibleName(n > 0 ? zh.bellUnread.replace('{{n}}', String(n)) : zh.bell);
}

/** The unread count the bell shows now. */
export async function countOn(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? 0);
}
