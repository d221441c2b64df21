import type { FastifyContextConfig, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** what the operation log names the route's entity (default: the path's first two segments, e.g. system.user) */
    audit?:
      | { entity: string /** false: the body is not summarised (it holds a one-time code) */; body?: false }
      | false;
  }
  interface FastifyRequest {
    /** a route's before/after summary of the entity it changed, for the operation log (modules/audit/hook.ts) */
    auditChange: { before?: unknown; after?: unknown; entityId?: string | number } | null;
  }
}

/** Records a route's before/after of what it changed; the operation-log hook reads it once the answer is sent. */
export function auditChange(
  request: FastifyRequest,
  change: { before?: unknown; after?: unknown; entityId?: string | number },
): void {
  request.auditChange = { ...request.auditChange, ...change };
}

/**
 * The entity the operation log names for calls of a route (its declared one, or the path's first two segments
 * after /interface/, e.g. system.user), or null when they are not logged: reads (GET, and the POSTs that only read,
 * declared `audit: false`), public routes and anything outside the API.
 */
export function auditedEntity(
  method: string,
  url: string,
  config: Pick<FastifyContextConfig, 'audit' | 'access'> | undefined,
): string | null {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
  if (!url.startsWith('/interface/') || config?.audit === false || config?.access === 'public') return null;
  if (config?.audit) return config.audit.entity;
  const parts = url
    .replace(/^\/interface\//, '')
    .split('/')
    .filter((s) => s && !s.startsWith(':') && s !== '*');
  return parts.slice(0, 2).join('.') || 'unknown';
}
