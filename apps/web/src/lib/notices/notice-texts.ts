import type { Notice } from '@console/domain/schemas/chat';
import type { TFunction } from 'i18next';
import './notice-i18n';

/** Every value a kind's text names (docs/realtime.md leaves `params` to the server): none shows as a placeholder. */
const emptyParams = {
  taskName: '',
  taskNo: '',
  orderNo: '',
  freelancerName: '',
  enterpriseName: '',
  applicationNo: '',
  feedDesc: '',
  reason: '',
};

/** A notice's heading and detail in the current language: published ones carry their own title and content. */
export function noticeText(t: TFunction, notice: Notice): { title: string; detail: string } {
  const params = { ...emptyParams, ...notice.params };
  const title = notice.title || t(`notices.kinds.${notice.kind}`, params);
  const detail = notice.content || (params.reason ? t('notices.reason', { reason: params.reason }) : '');
  return { title, detail };
}
