import type { RealtimeServer } from '../../realtime/contract.js';
import { rooms } from '../../realtime/sign-in-rooms.js';
import type { NoticeOwner, NoticeService } from './service.js';

const roomOf = (owner: NoticeOwner) =>
  'userId' in owner ? rooms.user(owner.userId) : rooms.freelancer(owner.freelancerId);

/** New notices and reads reach every socket of their owner, on whichever process it is connected. */
export function registerNoticeSocket(io: RealtimeServer, notices: NoticeService) {
  notices.onCreated((owner, n) => io.to(roomOf(owner)).emit('notice', n));
  notices.onRead((owner, read) => io.to(roomOf(owner)).emit('noticeRead', read));
}
