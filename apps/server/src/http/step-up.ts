import type { FastifyInstance, FastifyRequest } from 'fastify';
import { principalOf } from './auth-hook.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A sensitive action: the caller's session must have proved its user (password or TOTP, POST /auth/step-up)
     * within the last STEP_UP_MINUTES, else 403 with `data.stepUp: true`. A function limits it to some calls of the
     * route (freezing, not every standing change); it sees the validated body.
     */
    stepUp?: true | ((request: FastifyRequest) => boolean);
  }
}

/**
 * The one place sensitive actions ask for a fresh proof: a route declares `config.stepUp`, or a handler that
 * decides later calls `requireStepUp`. Checked after validation (bad input is answered without asking for a
 * password) and before the handler changes anything.
 */
export function registerStepUpHook(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config?.stepUp;
    if (!rule || (rule !== true && !rule(request))) return;
    await requireStepUp(app, request);
  });
}

/** Throws the step-up 403 unless the caller's session proved its user lately. */
export function requireStepUp(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  return app.auth.requireStepUp(principalOf(request));
}
