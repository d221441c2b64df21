import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TokenSet, useSession } from '../session';
import { setItem } from '../storage';
import { broadcast, startTokenSync, waitForRemoteRefresh, withRefreshLock } from './token-sync';

/** Another tab of the console: its own channel object on the same name. */
const otherTab = new BroadcastChannel('console-session');
const received: unknown[] = [];
otherTab.onmessage = (e: MessageEvent) => received.push(e.data);

const onRemoteSignOut = vi.fn();
startTokenSync(onRemoteSignOut);

const token = (name: string, inMs = 3_600_000): TokenSet => ({
  accessToken: `${name}-access`,
  refreshToken: `${name}-refresh`,
  expiresAt: Date.now() + inMs,
});
const isFresh = (t: TokenSet) => t.expiresAt - Date.now() > 300_000;

/** Time for channel messages to arrive (they go through the event loop; the real timer, even when faked). */
const realSetTimeout = globalThis.setTimeout;
const delivered = () => new Promise((r) => realSetTimeout(r, 50));

/** The Web Lock of the browser, between "tabs": one holder at a time, the rest wait in order. */
function fakeLocks() {
  const names: string[] = [];
  let tail: Promise<unknown> = Promise.resolve();
  const locks = {
    request: (name: string, run: () => Promise<unknown>) => {
      names.push(name);
      const result = tail.then(run);
      tail = result.catch(() => undefined);
      return result;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return {
    names,
    /** Another tab takes the lock until the returned function is called. */
    heldElsewhere: () => {
      let release = () => {};
      const gate = new Promise<void>((r) => {
        release = r;
      });
      void locks.request('console-token-refresh', () => gate);
      return release;
    },
  };
}

beforeEach(async () => {
  // What an earlier test sent has arrived before this one starts listening.
  await delivered();
  received.length = 0;
  onRemoteSignOut.mockReset();
  useSession.setState({ token: token('old', 60_000), user: { username: 'admin' } as never, ipStatus: 1 });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'locks');
  useSession.setState({ token: null, user: null, ipStatus: null });
});

describe('refresh under the cross-tab lock', () => {
  it('refreshes under the named lock and tells the other tabs before and after', async () => {
    const { names } = fakeLocks();
    const refresh = vi.fn(async () => token('new'));
    const next = await withRefreshLock(isFresh, refresh);
    expect(names).toEqual(['console-token-refresh']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(next.accessToken).toBe('new-access');
    await delivered();
    expect(received).toEqual([{ type: 'refreshing' }, { type: 'tokens', token: next }]);
  });

  it('waits for the tab holding the lock and adopts the token it saved instead of refreshing again', async () => {
    const locks = fakeLocks();
    const release = locks.heldElsewhere();
    const refresh = vi.fn(async () => token('mine'));
    const result = withRefreshLock(isFresh, refresh);
    await delivered();
    expect(refresh).not.toHaveBeenCalled();
    // The other tab finishes its refresh: its session (shared local storage) holds the new pair.
    const theirs = token('theirs');
    setItem('session', { token: theirs, user: { username: 'admin' }, ipStatus: 1 }, 'local');
    release();
    await expect(result).resolves.toEqual(theirs);
    expect(refresh).not.toHaveBeenCalled();
    expect(useSession.getState().token).toEqual(theirs);
    await delivered();
    expect(received).toEqual([]);
  });

  it('refreshes itself when what the other tab left is about to expire too', async () => {
    const locks = fakeLocks();
    const release = locks.heldElsewhere();
    setItem('session', { token: token('stale', 1000), user: { username: 'admin' }, ipStatus: 1 }, 'local');
    const refresh = vi.fn(async () => token('mine'));
    const result = withRefreshLock(isFresh, refresh);
    release();
    await expect(result).resolves.toMatchObject({ accessToken: 'mine-access' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('without Web Locks the refresh still runs (one tab at a time is then not guaranteed)', async () => {
    expect('locks' in navigator && navigator.locks).toBeFalsy();
    const refresh = vi.fn(async () => token('solo'));
    await expect(withRefreshLock(isFresh, refresh)).resolves.toMatchObject({ accessToken: 'solo-access' });
  });
});

describe('another tab refreshing', () => {
  it('requests wait while it refreshes, then go on with the tokens it sends', async () => {
    otherTab.postMessage({ type: 'refreshing' });
    await delivered();
    const waited = vi.fn();
    const waiting = waitForRemoteRefresh().then(waited);
    await delivered();
    expect(waited).not.toHaveBeenCalled();
    const theirs = token('theirs');
    otherTab.postMessage({ type: 'tokens', token: theirs });
    await waiting;
    expect(waited).toHaveBeenCalled();
    expect(useSession.getState().token).toEqual(theirs);
  });

  it('a tab that announced a refresh and went silent holds nobody up for more than 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    otherTab.postMessage({ type: 'refreshing' });
    await delivered();
    const waited = vi.fn();
    void waitForRemoteRefresh().then(waited);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(waited).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(waited).toHaveBeenCalled();
    expect(useSession.getState().token?.accessToken).toBe('old-access');
  });

  it('with no refresh announced nothing waits', async () => {
    const waited = vi.fn();
    await waitForRemoteRefresh().then(waited);
    expect(waited).toHaveBeenCalled();
  });

  it('a sign-out in another tab ends a wait and reaches the listener; this tab can tell the others', async () => {
    otherTab.postMessage({ type: 'refreshing' });
    await delivered();
    const waiting = waitForRemoteRefresh();
    otherTab.postMessage({ type: 'signout' });
    await waiting;
    expect(onRemoteSignOut).toHaveBeenCalledTimes(1);
    broadcast({ type: 'signout' });
    await delivered();
    expect(received).toEqual([{ type: 'signout' }]);
  });
});
