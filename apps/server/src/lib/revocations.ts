/**
 * What ended a sign-in, told to whoever holds live connections for it (the socket server disconnects them at
 * once). Services announce; they do not know who listens.
 */
export type Revocation =
  | { kind: 'session'; sessionId: number }
  | { kind: 'user'; userId: number; keepSessionId?: number }
  | { kind: 'freelancerToken'; tokenHash: string }
  | { kind: 'freelancer'; freelancerId: number };

export class Revocations {
  private readonly listeners = new Set<(r: Revocation) => void>();

  on(listener: (r: Revocation) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  announce(r: Revocation): void {
    for (const listener of this.listeners) listener(r);
  }
}
