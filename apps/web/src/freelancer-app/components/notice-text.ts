import type { Notice } from '@console/domain/schemas/chat';

/** A notice's link when it leads somewhere on this page (freelancer links are /m/ paths). */
export function noticeLink(notice: Pick<Notice, 'link'>): string | null {
  return notice.link?.startsWith('/m/') ? notice.link : null;
}
