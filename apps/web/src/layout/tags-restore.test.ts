import type { SessionUser } from '@console/domain/schemas/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, useSession } from '../lib/session';
import { setRestoresTabs } from '../lib/tab-restore';
import { type Tab, tagsActions, useTags } from './tags-store';

const tab = (path: string): Tab => ({
  key: path,
  path,
  fullPath: `${path}?q=status%3D2`,
  title: path,
  titleEn: null,
  affix: false,
  noCache: false,
});
const user = (userId: number) => ({ userId, username: `u${userId}` }) as SessionUser;
const signIn = (userId: number) => useSession.setState({ user: user(userId) });

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('tabs restored after signing in again (a per-user choice on this machine)', () => {
  it('gives a user who chose it their tabs and URLs back, once', () => {
    setRestoresTabs(7, true);
    signIn(7);
    tagsActions.open(tab('/client/order/orderList/index'));
    clearSession();
    expect(useTags.getState().tabs).toEqual([]);
    signIn(7);
    expect(useTags.getState().tabs.map((t) => t.fullPath)).toEqual(['/client/order/orderList/index?q=status%3D2']);
    clearSession();
    setRestoresTabs(7, false);
    signIn(7);
    expect(useTags.getState().tabs).toEqual([]);
  });

  it('never hands one user’s tabs to another, nor restores for a user who did not choose it', () => {
    setRestoresTabs(7, true);
    signIn(7);
    tagsActions.open(tab('/system/user/index'));
    clearSession();
    signIn(8);
    expect(useTags.getState().tabs).toEqual([]);
    clearSession();
    signIn(9);
    tagsActions.open(tab('/system/role/index'));
    clearSession();
    signIn(9);
    expect(useTags.getState().tabs).toEqual([]);
  });
});
