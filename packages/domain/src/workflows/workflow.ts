import { USER_TYPE } from '../enums.js';
/**
 * A workflow: the states of an entity and the actions that move it, with who may fire each. The server
 * refuses an action from a state it does not list (409) and an actor or permission it does not name (403);
 * the web shows an action only when `can` allows it.
 */
export type Actor = 'enterprise' | 'staff' | 'freelancer' | 'system';

/** The actor a console user is: enterprise users (02) act for their enterprise, everyone else as staff. */
export function consoleActorOf(userType: string | null | undefined): 'enterprise' | 'staff' {
  return userType === USER_TYPE.enterprise ? 'enterprise' : 'staff';
}

export interface Transition<S extends string> {
  from: readonly S[];
  to: S;
  /** who may fire it */
  actors: readonly Actor[];
  /** the permission code a console user needs (freelancers and the system need none) */
  permission?: string;
}

export type Workflow<S extends string, A extends string> = Readonly<Record<A, Transition<S>>>;

export function defineWorkflow<S extends string, A extends string>(w: Workflow<S, A>): Workflow<S, A> {
  return w;
}

export type Refusal = 'state' | 'actor' | 'permission';

/** Why an action may not be fired now, or null when it may. */
export function refusal<S extends string, A extends string>(
  w: Workflow<S, A>,
  action: A,
  state: S,
  actor: Actor,
  hasPermission: (code: string) => boolean = () => true,
): Refusal | null {
  const t = w[action];
  if (!t.actors.includes(actor)) return 'actor';
  if (t.permission && actor !== 'freelancer' && actor !== 'system' && !hasPermission(t.permission)) {
    return 'permission';
  }
  if (!t.from.includes(state)) return 'state';
  return null;
}

export function can<S extends string, A extends string>(
  w: Workflow<S, A>,
  action: A,
  state: S,
  actor: Actor,
  hasPermission?: (code: string) => boolean,
): boolean {
  return refusal(w, action, state, actor, hasPermission) === null;
}

/** The actions that may be fired from a state by this actor. */
export function actionsFrom<S extends string, A extends string>(
  w: Workflow<S, A>,
  state: S,
  actor: Actor,
  hasPermission?: (code: string) => boolean,
): A[] {
  return (Object.keys(w) as A[]).filter((a) => can(w, a, state, actor, hasPermission));
}
