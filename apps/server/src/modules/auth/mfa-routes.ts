import { MfaStatus, RecoveryCodes, TotpCodeBody, TotpSetup } from '@console/domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/route-helpers.js';

/**
 * One's own two-factor sign-in (the personal centre): TOTP set up, turned on with a first code (answering the
 * recovery codes, this once) and off with a current code. Open while a role's required enrolment is pending.
 */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const mfa = app.auth.mfa;
  /** A code can be guessed: the calls that check one are as slow to guess through as the sign-in. */
  const codeRate = { max: app.config.login.ratePerMinute, timeWindow: '1 minute' };

  app.get(
    '/auth/mfa',
    {
      config: { access: 'user', beforeMfaEnrolment: true },
      schema: {
        tags: ['auth'],
        summary: "The caller's two-factor state: on or not, required by a role, recovery codes left",
        response: { 200: envelopeOf(MfaStatus) },
      },
    },
    async (request) => {
      const p = principalOf(request);
      return ok(await mfa.status(p.userId, p.mfaRequired));
    },
  );

  app.post(
    '/auth/mfa/totp/setup',
    {
      config: { access: 'user', beforeMfaEnrolment: true, secretAnswer: ['secret'], audit: { entity: 'auth.mfa' } },
      schema: {
        tags: ['auth'],
        summary: 'A new TOTP secret and its otpauth URL (for the QR code); 409 while TOTP is on',
        response: { 200: envelopeOf(TotpSetup) },
      },
    },
    async (request) => {
      const p = principalOf(request);
      return ok(await mfa.setup(p.userId, p.username));
    },
  );

  app.post(
    '/auth/mfa/totp/enable',
    {
      config: {
        access: 'user',
        beforeMfaEnrolment: true,
        secretAnswer: ['recoveryCodes'],
        audit: { entity: 'auth.mfa', body: false },
        rateLimit: codeRate,
      },
      schema: {
        tags: ['auth'],
        summary: 'Turn TOTP on with a first code; answers ten one-time recovery codes, shown this once',
        body: TotpCodeBody,
        response: { 200: envelopeOf(RecoveryCodes) },
      },
    },
    async (request) => ok({ recoveryCodes: await mfa.enable(principalOf(request).userId, request.body.code) }),
  );

  app.post(
    '/auth/mfa/totp/disable',
    {
      config: { access: 'user', audit: { entity: 'auth.mfa', body: false }, rateLimit: codeRate },
      schema: {
        tags: ['auth'],
        summary: 'Turn TOTP off with a current code or a recovery code (409 when a role requires it)',
        body: TotpCodeBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const p = principalOf(request);
      await mfa.disable(p.userId, request.body.code, p.mfaRequired);
      return ok(null);
    },
  );
};
