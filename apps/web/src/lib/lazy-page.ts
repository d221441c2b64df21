import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withTimeout } from './with-timeout';

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
  try {
    return await withTimeout(load(), timeoutMs, () => new ChunkLoadError());
  } catch (error) {
    throw error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error));
  }
}

/**
 * A lazily loaded component (page, route or host) behind loadChunk. `preload()` fetches its chunk before it renders
 * (the module loader keeps one copy).
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React's lazy(), for components with props
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): LazyExoticComponent<T> & { preload: () => Promise<T> } {
  return Object.assign(
    lazy(async () => ({ default: await loadChunk(load, timeoutMs) })),
    { preload: () => loadChunk(load, timeoutMs) },
  );
}

export function isChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}
