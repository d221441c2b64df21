import { USER_TYPE } from '@console/domain/enums';
import {
  IpStatusQuery,
  MfaChallengeResponse,
  SessionUser,
  StepUpBody,
  StepUpResult,
  TokenRequestBody,
  TokenResponse,
} from '@console/domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../http/auth-hook.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest, forbidden } from '../../http/errors.js';
import { normaliseIp } from '../../http/ip.js';
import { envelopeOf, originOf } from '../../http/route-helpers.js';
import { parseBasic, safeEqual } from '../../lib/tokens.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/oauth/token',
    {
      config: {
        access: 'public',
        rateLimit: { max: app.config.login.ratePerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a password (then a second factor when TOTP is on), or exchange a refresh token',
        description:
          'HTTP Basic client credentials are required. The answer is the OAuth token set; for an account with TOTP ' +
          'on, the password grant answers `{ mfa_required: true, mfa_token }` instead, and `grant_type=mfa_otp` ' +
          'with `mfa_token` and `otp` (a TOTP code or a recovery code) answers the token set.',
        body: TokenRequestBody,
        response: {
          200: z.union([
            TokenResponse.extend({ code: z.literal(200), msg: z.string() }),
            MfaChallengeResponse.extend({ code: z.literal(200), msg: z.string() }),
          ]),
        },
      },
    },
    async (request) => {
      const client = parseBasic(request.headers.authorization);
      const { clientId, clientSecret } = app.config.oauth;
      if (!client || !safeEqual(client.id, clientId) || !safeEqual(client.secret, clientSecret)) {
        throw new AppError(401, 'invalidClient');
      }
      const body = request.body;
      const origin = originOf(request);
      let tokens: TokenResponse | MfaChallengeResponse;
      if (body.grant_type === 'password') {
        if (!body.username || !body.password) throw badRequest('badCredentials');
        tokens = await app.auth.passwordGrant(body.username, body.password, origin);
      } else if (body.grant_type === 'mfa_otp') {
        if (!body.mfa_token) throw new AppError(401, 'mfaTokenInvalid');
        if (!body.otp) throw badRequest('otpRequired');
        tokens = await app.auth.mfaGrant(body.mfa_token, body.otp, origin);
      } else {
        if (!body.refresh_token) throw new AppError(401, 'refreshTokenInvalid');
        tokens = await app.auth.refreshGrant(body.refresh_token, origin);
      }
      return { code: 200 as const, msg: 'ok', ...tokens };
    },
  );

  app.post(
    '/auth/step-up',
    {
      config: {
        access: 'user',
        // The login log records it (event step_up), as it does sign-ins.
        audit: false,
        // Guessing a password or a code through a stolen session is as slow as at sign-in.
        rateLimit: { max: app.config.login.ratePerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['auth'],
        summary: 'Prove it is you again (password or TOTP code): sensitive actions need it within STEP_UP_MINUTES',
        body: StepUpBody,
        response: { 200: envelopeOf(StepUpResult) },
      },
    },
    async (request) => {
      const expiresIn = await app.auth.stepUp(principalOf(request), request.body, originOf(request));
      return ok({ expiresIn });
    },
  );

  app.get(
    '/auth/user',
    {
      config: { access: 'user', beforePasswordChange: true, beforeMfaEnrolment: true },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: envelopeOf(SessionUser) } },
    },
    async (request) => {
      const p = principalOf(request);
      return ok(app.users.sessionUser(p, normaliseIp(request.ip)));
    },
  );

  app.get(
    '/auth/ipStatus',
    {
      config: { access: 'user', beforePasswordChange: true, beforeMfaEnrolment: true },
      schema: {
        tags: ['auth'],
        summary: "1 when the caller's IP address is allowed for the user, else 0",
        querystring: IpStatusQuery,
        response: { 200: envelopeOf(z.union([z.literal(0), z.literal(1)])) },
      },
    },
    async (request) => {
      const p = principalOf(request);
      // Enterprise users may only ask about themselves; staff may check any account.
      if (p.userType !== USER_TYPE.system && request.query.username !== p.username) throw forbidden();
      return ok(await app.auth.ipStatus(request.query.username, normaliseIp(request.ip)));
    },
  );

  app.delete(
    '/auth/signout',
    {
      config: { access: 'user', beforePasswordChange: true, beforeMfaEnrolment: true },
      schema: {
        tags: ['auth'],
        summary: "Sign out: revoke the session's tokens",
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await app.auth.signOut(principalOf(request), originOf(request));
      return ok(null);
    },
  );
};
