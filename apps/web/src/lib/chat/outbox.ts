import type { ChatSubPayload } from '@console/domain/schemas/chat';
import { getItem, removeItem, setItem } from '../storage';

/**
 * Messages written but not yet acknowledged, per chat id, in local storage: they survive a reload and are sent
 * again on the next connect (the same clientId, so the server stores each once).
 */
const key = (selfId: string) => `chatOutbox:${selfId}`;

export function readOutbox(selfId: string): ChatSubPayload[] {
  const saved = getItem<ChatSubPayload[]>(key(selfId), 'local');
  return Array.isArray(saved) ? saved.filter((p) => p && typeof p.clientId === 'string') : [];
}

function write(selfId: string, list: ChatSubPayload[]): void {
  if (list.length === 0) removeItem(key(selfId), 'local');
  else setItem(key(selfId), list, 'local');
}

export function addToOutbox(selfId: string, payload: ChatSubPayload): void {
  const list = readOutbox(selfId).filter((p) => p.clientId !== payload.clientId);
  write(selfId, [...list, payload]);
}

export function removeFromOutbox(selfId: string, clientId: string): void {
  const list = readOutbox(selfId);
  if (list.some((p) => p.clientId === clientId))
    write(
      selfId,
      list.filter((p) => p.clientId !== clientId),
    );
}

/** Forgets what one chat id left unsent (a sign-out or a 401 clears the whole session, this included). */
export function clearOutbox(selfId: string): void {
  removeItem(key(selfId), 'local');
}
