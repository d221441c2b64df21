import type { BulkResult } from '@console/domain/schemas/bulk';
import type { NoticePage, NoticeUnread } from '@console/domain/schemas/chat';

/** The three notice calls of one side (console: /system/notice/…, freelancer: /freelancer/notice/…). */
export interface NoticeApi {
  list(query: { pageNum: number; pageSize: number; read?: '0' | '1' }): Promise<NoticePage>;
  read(id: number | string): Promise<NoticeUnread>;
  readAll(): Promise<NoticeUnread>;
  /** several at once (POST …/bulk/read): what was marked and what was refused */
  readSome(ids: (number | string)[]): Promise<BulkResult>;
}

/** Builds the NoticeApi from the side's own GET and POST (its http client and token) and the path prefix. */
export function httpNoticeApi(
  get: (path: string, params: Record<string, unknown>) => Promise<unknown>,
  post: (path: string, body?: Record<string, unknown>) => Promise<unknown>,
  prefix: string,
): NoticeApi {
  return {
    list: (query) => get(`${prefix}/list`, query) as Promise<NoticePage>,
    read: (id) => post(`${prefix}/read`, { id }) as Promise<NoticeUnread>,
    readAll: () => post(`${prefix}/readAll`) as Promise<NoticeUnread>,
    readSome: (ids) => post(`${prefix}/bulk/read`, { ids }) as Promise<BulkResult>,
  };
}
