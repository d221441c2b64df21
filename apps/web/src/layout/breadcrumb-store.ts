import { create } from 'zustand';
import { onSessionCleared } from '../lib/session';
import { getItem, removeItem, setItem } from '../lib/storage';

export interface Crumb {
  path: string;
  title: string;
  titleEn: string | null;
  titleKey?: string;
}

const KEY = 'breadcrumb';

export const useTrail = create<{ trail: Crumb[] }>(() => ({ trail: getItem<Crumb[]>(KEY) ?? [] }));

useTrail.subscribe((s) => setItem(KEY, s.trail));
onSessionCleared(() => {
  useTrail.setState({ trail: [] });
  removeItem(KEY);
});

/**
 * Spec "Breadcrumb trail": visiting a path already in the trail cuts the trail after it; otherwise the path is
 * appended. The home page resets it.
 */
export function nextTrail(trail: Crumb[], crumb: Crumb, home: string): Crumb[] {
  if (crumb.path === home) return [];
  const index = trail.findIndex((c) => c.path === crumb.path);
  if (index >= 0) return trail.slice(0, index + 1);
  return [...trail, crumb];
}

export function visitCrumb(crumb: Crumb, home: string): void {
  const next = nextTrail(useTrail.getState().trail, crumb, home);
  if (next !== useTrail.getState().trail) useTrail.setState({ trail: next });
}
