import { USER_TYPE } from '@console/domain/enums';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseBearer } from '../lib/tokens.js';
import type { Access } from './access.js';
import { forbidden, unauthorized } from './errors.js';
import { normaliseIp } from './ip.js';
import {
  type ApplicantPrincipal,
  type Caller,
  type FreelancerPrincipal,
  hasPermission,
  type Principal,
} from './principal.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    freelancer: FreelancerPrincipal | null;
    applicant: ApplicantPrincipal | null;
  }
}

/** The onboarding session of a route declared 'applicant'. */
export function applicantOf(request: FastifyRequest): ApplicantPrincipal {
  if (!request.applicant) throw unauthorized('applicantSessionInvalid');
  return request.applicant;
}

/** The signed-in freelancer of a route declared 'freelancer'. */
export function freelancerOf(request: FastifyRequest): FreelancerPrincipal {
  if (!request.freelancer) throw unauthorized();
  return request.freelancer;
}

/** The signed-in user of a route declared 'user' or with a permission (never null there). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** The request's client address, as the timelines and logs keep it. */
export function ipOf(request: FastifyRequest): string {
  return normaliseIp(request.ip);
}

/** The principal with the request's client address, for services whose changes keep a timeline. */
export function callerOf(request: FastifyRequest): Caller {
  return { ...principalOf(request), ip: ipOf(request) };
}

/** The platform's own business (logs, sessions, call centres): staff only, whatever codes an enterprise role carries. */
export function staffOf(request: FastifyRequest): Principal {
  const p = principalOf(request);
  if (p.userType !== USER_TYPE.system) throw forbidden();
  return p;
}

/**
 * Enforces each route's declared access before anything else runs. A route without a declaration is
 * treated as signed-in only (fail closed); the route-table test keeps that from happening.
 */
export function registerAuthHook(app: FastifyInstance) {
  app.decorateRequest('principal', null);
  app.decorateRequest('freelancer', null);
  app.decorateRequest('applicant', null);
  // Public routes pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (access === 'public' || request.is404) return done();
    return checkAccess(request, access);
  });
  const checkAccess = async (request: FastifyRequest, access: Access | undefined) => {
    const token = parseBearer(request.headers.authorization);
    if (!token) throw unauthorized();
    if (access === 'freelancer') {
      request.freelancer = await app.freelancerAuth.authenticate(token);
      return;
    }
    if (access === 'applicant') {
      request.applicant = await app.applicantAuth.authenticate(token);
      return;
    }
    const principal = await app.auth.authenticate(token);
    request.principal = principal;
    const config = request.routeOptions.config;
    // The one-time password is changed first, then the enrolment a role requires: one gate at a time.
    if (principal.mustChangePassword) {
      if (!config?.beforePasswordChange) throw forbidden('passwordChangeRequired');
    } else if (principal.mfaEnrolmentRequired && !config?.beforeMfaEnrolment) {
      throw forbidden('mfaEnrolmentRequired');
    }
    if (typeof access === 'object' && !hasPermission(principal, access.permission)) throw forbidden();
  };
}
