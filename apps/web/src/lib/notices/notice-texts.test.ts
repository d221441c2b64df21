import type { Notice, NoticeKind } from '@console/domain/schemas/chat';
import { noticeKinds } from '@console/domain/schemas/chat';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../i18n/i18n';
import { noticeText } from './notice-texts';

const notice = (kind: NoticeKind, params: Notice['params'] = {}, extra: Partial<Notice> = {}): Notice => ({
  id: 1,
  kind,
  params,
  title: null,
  content: null,
  link: null,
  read: false,
  createTime: 0,
  ...extra,
});

beforeEach(() => setLanguage('zh'));

describe('noticeText', () => {
  it('fills each kind from the params the server sends', () => {
    const t = i18n.t.bind(i18n);
    expect(noticeText(t, notice('taskSubmitted', { taskName: '官网改版' })).title).toBe('任务「官网改版」已提交审核');
    expect(noticeText(t, notice('orderApplied', { taskName: '官网改版', freelancerName: '王小雨' })).title).toBe(
      '王小雨 申请了任务「官网改版」',
    );
    expect(noticeText(t, notice('taskRejected', { taskName: 'x', reason: '预算不清' }))).toEqual({
      title: '任务「x」审核未通过',
      detail: '原因：预算不清',
    });
  });

  it('never shows a placeholder for a missing value, in either language', async () => {
    for (const lang of ['zh', 'en'] as const) {
      await setLanguage(lang);
      for (const kind of noticeKinds) {
        const { title } = noticeText(i18n.t.bind(i18n), notice(kind));
        expect(title).not.toMatch(/\{\{|notices\./);
      }
    }
  });

  it('shows a published notice with its own title and content', () => {
    const text = noticeText(i18n.t.bind(i18n), notice('published', {}, { title: '春节安排', content: '2 月 1 日起' }));
    expect(text).toEqual({ title: '春节安排', detail: '2 月 1 日起' });
  });
});
