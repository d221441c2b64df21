import type { FastifyInstance, RouteOptions } from 'fastify';
import { auditedEntity } from './audit.js';

/**
 * Who may call a route. Every route declares one; the route-table test fails on any that does not.
 * - public: anyone (a short allow-list: sign-in, health, docs, the web app, files by their unguessable key)
 * - user: any signed-in user
 * - { permission }: a signed-in user holding that permission code
 * - freelancer: a signed-in freelancer client (the mini-app side of tasks, orders and chat)
 * - applicant: a company's onboarding session (phone + one-time code), good for the onboarding calls only
 */
export type Access = 'public' | 'user' | 'freelancer' | 'applicant' | { permission: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A signed-in route a user may still call while their password is a one-time one (a new account or a reset):
     * who they are, their menu, changing the password and signing out. Every other call is refused until then.
     */
    beforePasswordChange?: true;
    /**
     * A signed-in route a user may still call while a role requires two factors and TOTP is not on yet: who they
     * are, signing out and the enrolment calls. Every other call is refused until then.
     */
    beforeMfaEnrolment?: true;
  }
}

/** Routes that plugins register themselves (OpenAPI UI); all public, by prefix. */
export const pluginPublicPrefixes = ['/interface/docs'];

export interface RouteDeclaration {
  method: string;
  url: string;
  access: Access | undefined;
  /** the success answer's schema and the fields of it declared secret (http/idempotency.ts), for the route-table test */
  answer: unknown;
  secretAnswer: readonly string[];
  /** what the operation log names the route's calls, null when they are not logged */
  auditEntity: string | null;
}

/** Records every route with its declaration, for the route-table test and the OpenAPI description. */
export function collectRoutes(app: FastifyInstance): RouteDeclaration[] {
  const routes: RouteDeclaration[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let access = route.config?.access;
    if (!access && pluginPublicPrefixes.some((p) => route.url.startsWith(p))) {
      access = 'public';
      route.config = { ...route.config, access };
    }
    const answer = (route.schema?.response as Record<string, unknown> | undefined)?.[200];
    const secretAnswer = route.config?.secretAnswer ?? [];
    for (const method of methods) {
      const auditEntity = auditedEntity(method, route.url, route.config);
      routes.push({ method, url: route.url, access, answer, secretAnswer, auditEntity });
    }
  });
  return routes;
}
