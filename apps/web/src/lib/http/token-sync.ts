import { savedToken, type TokenSet, useSession } from '../session';

/**
 * Cross-tab coordination of the token refresh. A Web Lock (where available) makes one tab at a time refresh;
 * the BroadcastChannel tells the other tabs the new tokens, that a refresh is under way, and about sign-outs.
 */
type SyncMessage = { type: 'refreshing' } | { type: 'tokens'; token: TokenSet } | { type: 'signout' };

const CHANNEL = 'console-session';
const REMOTE_WAIT_MS = 10_000;

let channel: BroadcastChannel | null = null;
let remoteRefresh: { promise: Promise<void>; resolve: () => void } | null = null;
let signOutListener: (() => void) | null = null;

function getChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<SyncMessage>) => {
    const msg = event.data;
    if (msg.type === 'refreshing') {
      if (!remoteRefresh) {
        let resolve = () => {};
        const promise = new Promise<void>((r) => {
          resolve = r;
        });
        remoteRefresh = { promise, resolve };
        setTimeout(() => endRemoteRefresh(), REMOTE_WAIT_MS);
      }
    } else if (msg.type === 'tokens') {
      useSession.setState({ token: msg.token });
      endRemoteRefresh();
    } else if (msg.type === 'signout') {
      endRemoteRefresh();
      signOutListener?.();
    }
  };
  return channel;
}

function endRemoteRefresh() {
  remoteRefresh?.resolve();
  remoteRefresh = null;
}

export function startTokenSync(onRemoteSignOut: () => void): void {
  signOutListener = onRemoteSignOut;
  getChannel();
}

export function broadcast(msg: SyncMessage): void {
  getChannel()?.postMessage(msg);
}

/** Waits while another tab announced a refresh, so this tab never spends the same refresh token. */
export async function waitForRemoteRefresh(): Promise<void> {
  getChannel();
  if (remoteRefresh) await remoteRefresh.promise;
}

/**
 * Runs the refresh under a cross-tab lock. Inside the lock the saved tokens are read again: if another tab
 * has refreshed meanwhile, its tokens are adopted instead of refreshing twice.
 */
export async function withRefreshLock(isFresh: (t: TokenSet) => boolean, refresh: () => Promise<TokenSet>) {
  const run = async (): Promise<TokenSet> => {
    const saved = savedToken();
    if (saved && isFresh(saved)) {
      useSession.setState({ token: saved });
      return saved;
    }
    broadcast({ type: 'refreshing' });
    const token = await refresh();
    broadcast({ type: 'tokens', token });
    return token;
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) return locks.request('console-token-refresh', run);
  return run();
}
