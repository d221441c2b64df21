import { useState } from 'react';
import { useSession } from './session';
import { getItem, removeItem, setItem } from './storage';

/**
 * Restoring the open tabs after signing in again (issue 23), a choice each user makes in the personal centre. Kept
 * in this browser's local storage, per user: the tabs are this machine's, and another user signing in here never
 * gets them. Off by default, because the tabs' URLs hold the lists' filters (names, phone numbers typed in).
 */
const choiceKey = (userId: number) => `restoreTabs:${userId}`;
const keptKey = (userId: number) => `restoreTabs:kept:${userId}`;

export function restoresTabs(userId: number): boolean {
  return getItem<boolean>(choiceKey(userId), 'local') === true;
}

export function setRestoresTabs(userId: number, on: boolean): void {
  if (on) setItem(choiceKey(userId), true, 'local');
  else {
    removeItem(choiceKey(userId), 'local');
    removeItem(keptKey(userId), 'local');
  }
}

/** At the session's end: the user's tabs, kept for their next sign-in here. */
export function keepTabsFor<T>(userId: number, tabs: T[]): void {
  if (restoresTabs(userId)) setItem(keptKey(userId), tabs, 'local');
}

/** At sign-in: the tabs kept for the user, once (they are the session's own tabs again from then on). */
export function takeTabsFor<T>(userId: number): T[] | null {
  if (!restoresTabs(userId)) return null;
  const kept = getItem<T[]>(keptKey(userId), 'local') ?? null;
  removeItem(keptKey(userId), 'local');
  return kept;
}

/** The signed-in user's choice and its setter, for the personal centre. */
export function useRestoreTabsChoice(): [boolean, (on: boolean) => void] {
  const userId = useSession((s) => s.user?.userId ?? null);
  const [on, setOn] = useState(() => (userId === null ? false : restoresTabs(userId)));
  return [
    on,
    (next) => {
      if (userId === null) return;
      setRestoresTabs(userId, next);
      setOn(next);
    },
  ];
}
