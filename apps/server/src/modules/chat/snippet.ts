import { CHAT_SEARCH_SNIPPET } from '@console/domain/schemas/chat';

/** A part of a message around its first match, with every match in it as [start, end) (UTF-16 code units). */
export interface Snippet {
  snippet: string;
  marks: [number, number][];
  cut: { before: boolean; after: boolean };
}

/** The characters shown before the first match, so it reads in its sentence. */
const LEAD = 15;

/**
 * Cuts `text` to CHAT_SEARCH_SNIPPET characters around the first case-insensitive occurrence of `keyword` and
 * marks the occurrences in the cut (as ILIKE found the message: a case-insensitive substring). Matching is Unicode
 * simple case folding, so offsets index the original text.
 */
export function snippetOf(text: string, keyword: string, size = CHAT_SEARCH_SNIPPET): Snippet {
  const pattern = new RegExp(keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu');
  const all = [...text.matchAll(pattern)].map((m): [number, number] => [m.index, m.index + m[0].length]);
  const first = all[0]?.[0] ?? 0;
  let start = Math.max(0, Math.min(first - LEAD, text.length - size));
  // never cut a surrogate pair in two
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start--;
  let end = Math.min(text.length, start + size);
  if (end < text.length && isLowSurrogate(text.charCodeAt(end))) end++;
  const marks = all
    .filter(([s, e]) => s >= start && e <= end)
    .map(([s, e]): [number, number] => [s - start, e - start]);
  return { snippet: text.slice(start, end), marks, cut: { before: start > 0, after: end < text.length } };
}

function isLowSurrogate(code: number) {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** A keyword as a LIKE pattern matching it anywhere: its own %, _ and \ match themselves. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
}
