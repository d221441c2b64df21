import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** what the operation log names the route's entity (default: the path's first two segments, e.g. system.user) */
    audit?: { entity: string } | false;
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
