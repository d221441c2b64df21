import type { Notice, NoticeReadEvent } from '@console/domain/schemas/chat';
import { type ChatStore, createChatStore } from '../lib/chat/chat-store';
import { freelancerChatApi } from './api/chat-api';
import { signedOutByServer } from './api/freelancer-http';
import { liveToken, onFreelancerCleared } from './session';

/** Who hears the socket's notice events (the notices list and the tab badge). */
const noticeListeners = new Set<(event: { notice: Notice } | { read: NoticeReadEvent }) => void>();

export function onLiveNotice(listener: (event: { notice: Notice } | { read: NoticeReadEvent }) => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

let current: { selfId: string; store: ChatStore } | null = null;

/**
 * The freelancer's chat (role C, roleType MINI) over the shared chat store: one per signed-in freelancer, started
 * once and stopped when the session ends. The socket also carries their notices.
 */
export function freelancerChat(selfId: string): ChatStore {
  if (current?.selfId === selfId) return current.store;
  current?.store.getState().stop();
  const store = createChatStore({
    selfId,
    role: 'C',
    roleType: 'MINI',
    getToken: () => liveToken()?.accessToken,
    api: freelancerChatApi,
    onNotice: (notice) => {
      for (const listener of noticeListeners) listener({ notice });
    },
    onNoticeRead: (read) => {
      for (const listener of noticeListeners) listener({ read });
    },
    // A freelancer token is not refreshed: refused or ended by the server (sign-out elsewhere, frozen), the
    // freelancer signs in again.
    onUnauthorized: () => signedOutByServer(),
    onServerDisconnect: () => signedOutByServer(),
  });
  current = { selfId, store };
  store.getState().start();
  return store;
}

onFreelancerCleared(() => {
  current?.store.getState().stop();
  current = null;
});
