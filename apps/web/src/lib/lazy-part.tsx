import { type ComponentType, Suspense, useState } from 'react';
import { lazyPage } from './lazy-page';

/**
 * A part of a page that is not on its first screen (a drawer, a dialog): its code loads the first time `isOpen`
 * says it is wanted, not with the page, and it stays mounted after that (so it closes with its animation and keeps
 * what antd keeps). Until its chunk arrives nothing is drawn; a chunk that fails reaches the page's error boundary
 * (the reload message). `preload()` fetches the chunk ahead, e.g. on hover of what opens it.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's, for components with props
export function lazyPart<P extends Record<string, any>>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  const Lazy = lazyPage(load);
  // Called once per part at module level, as React.lazy is: the component is made once, not per render.
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  function LazyPart(props: P) {
    const open = isOpen(props);
    const [used, setUsed] = useState(open);
    if (open && !used) setUsed(true);
    if (!(open || used)) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPart, { preload: () => Lazy.preload().catch(() => undefined) });
}
