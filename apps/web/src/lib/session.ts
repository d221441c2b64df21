import type { SessionUser, TokenResponse } from '@console/domain/schemas/auth';
import type { MenuRoute } from '@console/domain/schemas/system';
import { create } from 'zustand';
import { getItem, removeItem, setItem } from './storage';

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
}

export interface SessionState {
  token: TokenSet | null;
  user: SessionUser | null;
  ipStatus: 0 | 1 | null;
  permissions: string[];
  /** The server menu as received (404 entry included); null until loaded for this page load. */
  menu: MenuRoute[] | null;
}

interface Saved {
  token: TokenSet | null;
  user: SessionUser | null;
  ipStatus: 0 | 1 | null;
}

const SAVED_KEY = 'session';

function load(): Saved {
  const saved = getItem<Saved>(SAVED_KEY, 'local');
  return { token: saved?.token ?? null, user: saved?.user ?? null, ipStatus: saved?.ipStatus ?? null };
}

export const useSession = create<SessionState>(() => ({ ...load(), permissions: [], menu: null }));

// Tokens and the user live in local storage so every tab of the console shares one session.
useSession.subscribe((state, prev) => {
  if (state.token === prev.token && state.user === prev.user && state.ipStatus === prev.ipStatus) return;
  if (!state.token && !state.user) removeItem(SAVED_KEY, 'local');
  else setItem<Saved>(SAVED_KEY, { token: state.token, user: state.user, ipStatus: state.ipStatus }, 'local');
});

export function tokenFromResponse(
  body: Pick<TokenResponse, 'access_token' | 'refresh_token' | 'expires_in'>,
): TokenSet {
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresAt: Date.now() + body.expires_in * 1000,
  };
}

/** Re-reads the saved tokens (another tab may have refreshed them). */
export function savedToken(): TokenSet | null {
  return load().token;
}

const TAX_PARK_KEY = 'taxPark';

/** The user's tax park, kept for the tab in session storage (the original client's taxPark); cleared with the session. */
export function saveTaxPark(parkName: string | null): void {
  setItem(TAX_PARK_KEY, parkName ?? '');
}

const clearedListeners = new Set<() => void>();

/** Runs when the session is cleared (sign-out or 401): tabs, cached pages and query caches hook in here. */
export function onSessionCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

export function clearSession(): void {
  useSession.setState({ token: null, user: null, ipStatus: null, permissions: [], menu: null });
  removeItem(TAX_PARK_KEY);
  for (const listener of clearedListeners) listener();
}

export function isSignedIn(): boolean {
  const { token, user } = useSession.getState();
  return Boolean(token && user);
}
