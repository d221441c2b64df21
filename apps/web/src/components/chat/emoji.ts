import { emojiTable } from './emoji-table';

const urls = new Map(emojiTable.map(([name, url]) => [name, url]));

export type TextSegment = { kind: 'text'; text: string } | { kind: 'emoji'; name: string; url: string };

/** Splits a message into text and the emoji its bracketed names stand for; unknown brackets stay text. */
export function splitEmoji(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let rest = '';
  let last = 0;
  for (const match of text.matchAll(/\[([^[\]\s]{1,6})\]/g)) {
    const url = urls.get(match[1] ?? '');
    if (!url) continue;
    rest += text.slice(last, match.index);
    if (rest) segments.push({ kind: 'text', text: rest });
    rest = '';
    segments.push({ kind: 'emoji', name: match[1] ?? '', url });
    last = match.index + match[0].length;
  }
  rest += text.slice(last);
  if (rest) segments.push({ kind: 'text', text: rest });
  return segments;
}

export { emojiTable };
