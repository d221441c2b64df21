import type { Notice } from '@console/domain/schemas/chat';
import type { FastifyInstance } from 'fastify';
import { type NoticeOwner, NoticeService } from '../modules/notices/service.js';

/**
 * A second notice service on the test's database whose live push fails, as it would with the socket server down:
 * every raise rejects after its rows are written. `warnings` holds what it logged.
 */
export function failingNotices(app: FastifyInstance) {
  const warnings: { obj: object; msg: string }[] = [];
  const notices = new NoticeService(app.database.db, { warn: (obj, msg) => warnings.push({ obj, msg }) });
  notices.onCreated(() => {
    throw new Error('push failed');
  });
  return { notices, warnings };
}

/**
 * The newest notices of one owner, read straight from the service (no route involved). Tests look for theirs
 * among them: on a shared database other files' events may notify the same staff meanwhile.
 */
export async function latestNotices(app: FastifyInstance, owner: NoticeOwner): Promise<Notice[]> {
  return (await app.notices.list(owner, { pageNum: 1, pageSize: 100 })).rows;
}
