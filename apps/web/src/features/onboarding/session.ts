import { create } from 'zustand';
import { getItem, removeItem, setItem } from '../../lib/storage';

/** The applicant's session: a phone proven by a one-time code, good for the onboarding calls only. */
export interface ApplicantSession {
  token: string | null;
  /** epoch ms */
  expiresAt: number;
  phone: string | null;
}

/** Its own key: never mixed with the console's session, so a reload of any onboarding page resumes it. */
export const APPLICANT_SESSION_KEY = 'applicant-session';

function load(): ApplicantSession {
  const saved = getItem<ApplicantSession>(APPLICANT_SESSION_KEY, 'local');
  return { token: saved?.token ?? null, expiresAt: saved?.expiresAt ?? 0, phone: saved?.phone ?? null };
}

export const useApplicantSession = create<ApplicantSession>(() => load());

useApplicantSession.subscribe((state, prev) => {
  if (state.token === prev.token && state.phone === prev.phone) return;
  if (!state.token) removeItem(APPLICANT_SESSION_KEY, 'local');
  else setItem<ApplicantSession>(APPLICANT_SESSION_KEY, state, 'local');
});

/** A token that has not expired yet (the server has the last word). */
export function liveApplicantToken(now = Date.now()): string | null {
  const { token, expiresAt } = useApplicantSession.getState();
  return token && expiresAt > now ? token : null;
}

const clearedListeners = new Set<() => void>();

export function onApplicantCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** Ends the session here, keeping the phone so the first page can offer it again. */
export function clearApplicantSession(): void {
  useApplicantSession.setState((s) => ({ token: null, expiresAt: 0, phone: s.phone }));
  for (const listener of clearedListeners) listener();
}
