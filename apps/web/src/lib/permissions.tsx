import type { ReactNode } from 'react';
import { useSession } from './session';

/** The super-administrator's wildcard code, as RuoYi-style servers send it. */
const ALL = '*:*:*';

export type PermissionRule = { all: string[] } | { any: string[] } | { none: string[] };

export function checkPermission(held: readonly string[], rule: PermissionRule): boolean {
  const has = (code: string) => held.includes(ALL) || held.includes(code);
  if ('all' in rule) return rule.all.every(has);
  if ('any' in rule) return rule.any.some(has);
  return !rule.none.some(has);
}

/** Re-renders when the permission set changes. */
export function usePermission(): (rule: PermissionRule) => boolean {
  const held = useSession((s) => s.permissions);
  return (rule) => checkPermission(held, rule);
}

type PermissionProps = PermissionRule & { children: ReactNode; fallback?: ReactNode };

/** Shows its children only when the user holds all, any or none of the codes (the spec's three directives). */
export function Permission(props: PermissionProps) {
  const can = usePermission();
  const rule: PermissionRule =
    'all' in props ? { all: props.all } : 'any' in props ? { any: props.any } : { none: props.none };
  return <>{can(rule) ? props.children : (props.fallback ?? null)}</>;
}
