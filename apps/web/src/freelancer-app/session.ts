import { create } from 'zustand';
import { getItem, removeItem, setItem } from '../lib/storage';

/** GET /freelancer/me. */
export interface FreelancerMe {
  freelancerId: number;
  name: string;
  phone: string;
  /** the chat id (C + freelancer id) */
  socketId: string;
  wxHead: string | null;
}

export interface FreelancerToken {
  accessToken: string;
  /** epoch ms */
  expiresAt: number;
}

export interface FreelancerSession {
  token: FreelancerToken | null;
  me: FreelancerMe | null;
}

/** Its own key: the freelancer's session never mixes with the console's (`console-session`). */
export const FREELANCER_SESSION_KEY = 'freelancer-session';

function load(): FreelancerSession {
  const saved = getItem<FreelancerSession>(FREELANCER_SESSION_KEY, 'local');
  return { token: saved?.token ?? null, me: saved?.me ?? null };
}

export const useFreelancerSession = create<FreelancerSession>(() => load());

useFreelancerSession.subscribe((state, prev) => {
  if (state.token === prev.token && state.me === prev.me) return;
  if (!state.token) removeItem(FREELANCER_SESSION_KEY, 'local');
  else setItem<FreelancerSession>(FREELANCER_SESSION_KEY, { token: state.token, me: state.me }, 'local');
});

/** A token that has not expired yet (the server says the last word: a revoked one answers 401). */
export function liveToken(now = Date.now()): FreelancerToken | null {
  const { token } = useFreelancerSession.getState();
  return token && token.expiresAt > now ? token : null;
}

const clearedListeners = new Set<() => void>();

/** Runs when the freelancer signs out or is signed out (the query cache and the socket hook in here). */
export function onFreelancerCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

export function clearFreelancerSession(): void {
  useFreelancerSession.setState({ token: null, me: null });
  for (const listener of clearedListeners) listener();
}
