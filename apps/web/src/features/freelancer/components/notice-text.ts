import type { Notice } from '@console/domain/schemas/chat';
import type { TFunction } from 'i18next';

/** A notice in the reader's language: a published one says its own title, the others their kind with its values. */
export function noticeText(notice: Pick<Notice, 'kind' | 'params' | 'title'>, t: TFunction): string {
  if (notice.kind === 'published' && notice.title) return notice.title;
  const params = Object.fromEntries(Object.entries(notice.params).map(([k, v]) => [k, v ?? '']));
  return t(`freelancer.notices.kinds.${notice.kind}`, params);
}

/** A notice's link when it leads somewhere on this page (freelancer links are /m/ paths). */
export function noticeLink(notice: Pick<Notice, 'link'>): string | null {
  return notice.link?.startsWith('/m/') ? notice.link : null;
}
