import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { appConfig } from './config';

export class ChunkLoadError extends Error {
  constructor(message = 'chunk load timeout') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** A lazily loaded page whose chunk must arrive within 120 s (spec), else an error boundary offers a reload. */
export function lazyPage<T extends ComponentType>(
  load: () => Promise<T>,
  timeoutMs = appConfig.chunkTimeoutMs,
): LazyExoticComponent<T> {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    });
    try {
      const component = await Promise.race([load(), timeout]);
      return { default: component };
    } catch (error) {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error));
    } finally {
      clearTimeout(timer);
    }
  });
}

export function isChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}
