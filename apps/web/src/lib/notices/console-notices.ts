import { getData, postData } from '../http/client';
import { queryKeys } from '../query-keys';
import { httpNoticeApi } from './notice-api';

/** The console's notices (/system/notice/…); the staff bell and the enterprise chat dialog share them. */
export const consoleNoticeApi = httpNoticeApi(
  (path, params) => getData(path, params, { silent: true }),
  (path, body) => postData(path, body),
  'system/notice',
);

/** The query key of the console's notice list and count. */
export const CONSOLE_NOTICE_SCOPE = queryKeys.notices.console;
