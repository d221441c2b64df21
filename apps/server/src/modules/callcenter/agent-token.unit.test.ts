import { describe, expect, it } from 'vitest';
import { signAgentToken, verifyAgentToken } from './agent-token.js';

const secret = 'a-secret-of-thirty-two-characters';
const claims = { agentId: 'A1001', userId: 7, sid: 3, iat: Date.now(), exp: Math.floor(Date.now() / 1000) + 60 };

describe('agent token (HMAC-SHA256)', () => {
  it('verifies what it signed', () => {
    expect(verifyAgentToken(secret, signAgentToken(secret, claims))).toEqual(claims);
  });

  it('refuses another secret, an altered payload, a cut token and an expired one', () => {
    const token = signAgentToken(secret, claims);
    expect(verifyAgentToken('another-secret-of-32-characters!', token)).toBeNull();
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...claims, agentId: 'A1002' })).toString('base64url')}.${signature}`;
    expect(verifyAgentToken(secret, forged)).toBeNull();
    expect(verifyAgentToken(secret, token.split('.')[0] as string)).toBeNull();
    expect(verifyAgentToken(secret, `${token}.x`)).toBeNull();
    expect(verifyAgentToken(secret, 'garbage')).toBeNull();
    expect(verifyAgentToken(secret, signAgentToken(secret, { ...claims, exp: claims.exp - 120 }))).toBeNull();
  });
});
