/** The spec's client storage envelope: every saved value is wrapped with its type and the time it was saved. */
export interface StorageEnvelope<T = unknown> {
  dataType: string;
  content: T;
  type: 'session' | 'local';
  datetime: number;
}

export type StorageKind = StorageEnvelope['type'];

const PREFIX = 'console-';

function area(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function dataTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export function setItem<T>(key: string, content: T, kind: StorageKind = 'session'): void {
  const envelope: StorageEnvelope<T> = { dataType: dataTypeOf(content), content, type: kind, datetime: Date.now() };
  area(kind)?.setItem(PREFIX + key, JSON.stringify(envelope));
}

/** Reads a value saved by setItem; anything unreadable or of another shape counts as absent. */
export function getItem<T>(key: string, kind: StorageKind = 'session'): T | undefined {
  const raw = area(kind)?.getItem(PREFIX + key);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<StorageEnvelope<T>>;
    if (!parsed || typeof parsed !== 'object' || !('content' in parsed) || typeof parsed.dataType !== 'string') {
      return undefined;
    }
    return parsed.content as T;
  } catch {
    return undefined;
  }
}

export function removeItem(key: string, kind: StorageKind = 'session'): void {
  area(kind)?.removeItem(PREFIX + key);
}

/** Removes every value this app saved in one area. */
export function clearAll(kind: StorageKind = 'session'): void {
  const store = area(kind);
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}

export const storageKey = (key: string) => PREFIX + key;
