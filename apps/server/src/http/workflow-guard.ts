import { type Actor, consoleActorOf, refusal, type Workflow } from '@console/domain/workflows/workflow';
import { conflict, forbidden } from './errors.js';
import { hasPermission, type Principal } from './principal.js';

/** The workflow actor a console user acts as: staff (01) or enterprise (02). */
export function actorOf(p: Principal): Actor {
  return consoleActorOf(p.userType);
}

/**
 * Throws 403 when the actor or permission is wrong, 409 when the entity's state does not allow the action.
 * Permission is checked before state, so a caller without the right learns nothing about the row's state.
 */
export function assertTransition<S extends string, A extends string>(
  workflow: Workflow<S, A>,
  action: A,
  state: S,
  who: { principal: Principal } | { freelancer: true } | { system: true },
): S {
  const actor: Actor = 'principal' in who ? actorOf(who.principal) : 'freelancer' in who ? 'freelancer' : 'system';
  const why = refusal(workflow, action, state, actor, (code) =>
    'principal' in who ? hasPermission(who.principal, code) : true,
  );
  if (why === 'actor' || why === 'permission') throw forbidden();
  if (why === 'state') throw conflict();
  return workflow[action].to;
}
