import { type ComponentProps, type ComponentType, createElement, lazy, useState } from 'react';

/** Chunk loading times out after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message = 'chunk load timeout') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Every lazily loaded chunk goes through here: it must arrive within 120 s (spec), and any failure to load it
 * becomes a ChunkLoadError, which the error boundary answers with the reload message.
 */
export async function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    throw error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A lazily loaded component (page, route or host) behind loadChunk. `preload()` fetches its chunk before it renders
 * (the module loader keeps one copy).
 *
 * Once its code is in (preloaded, or drawn before), it is drawn at once: React.lazy suspends on its first render even
 * then, and content that suspended shows after its boundary's fallback, no sooner than 300 ms after that fallback
 * appeared (React's throttle on revealing content), so a preloaded page opened with the console came a third of a
 * second after it. Which one an element draws is decided once, when it mounts, so its state is never remounted away.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React's lazy(), for components with props
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): ComponentType<ComponentProps<T>> & { preload: () => Promise<T> } {
  let loaded: T | undefined;
  const preload = () =>
    loadChunk(load, timeoutMs).then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy component, at module level, as React.lazy's are
  function LazyPage(props: ComponentProps<T>) {
    const [{ Component }] = useState(() => ({ Component: (loaded ?? Lazy) as ComponentType<ComponentProps<T>> }));
    return createElement(Component, props);
  }
  return Object.assign(LazyPage, { preload });
}

export function isChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}
