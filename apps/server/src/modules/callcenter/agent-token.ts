import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an agent token says: which seat, which user, until when (unix seconds). */
export interface AgentClaims {
  agentId: string;
  userId: number;
  /** the console sign-in it was issued to: ending it ends the phone too */
  sid: number;
  /** issued at, ms: the page-close beacon ends only phones that connected with this token or an older one */
  iat: number;
  exp: number;
}

const b64 = (text: string) => Buffer.from(text).toString('base64url');

/**
 * Agent sign-in as the cloud call-centre SDKs do it: a short-lived token, `payload.signature`, the signature an
 * HMAC-SHA256 of the payload with the call centre's secret. The phone client connects with it, and the page's
 * beacon goes offline with it when the page closes.
 */
export function signAgentToken(secret: string, claims: AgentClaims): string {
  const payload = b64(JSON.stringify(claims));
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

/** The claims of a token signed with this secret and not expired; null otherwise (forged, altered, expired). */
export function verifyAgentToken(secret: string, token: string, nowMs = Date.now()): AgentClaims | null {
  if (token.length > 1024) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<AgentClaims>;
    const { agentId, userId, sid, iat, exp } = claims;
    if (
      typeof agentId !== 'string' ||
      typeof userId !== 'number' ||
      typeof sid !== 'number' ||
      typeof iat !== 'number' ||
      typeof exp !== 'number'
    ) {
      return null;
    }
    if (exp * 1000 <= nowMs) return null;
    return { agentId, userId, sid, iat, exp };
  } catch {
    return null;
  }
}
