import type { Label, Locale } from './locale.js';

/** Text previews in the friend list are cut after this many characters. */
export const chatPreviewMaxChars = 15;
/** Marks a cut preview. */
export const chatPreviewEllipsis = '...';
/** Unread badges show at most this number, then 99+. */
export const unreadBadgeMax = 99;

/** What stands in for an image message in the friend list. */
export const imageMessagePlaceholder = { zh: '[图片]', en: '[Image]' } as const satisfies Label;

/** What stands in for a recalled message, in the friend list and in the conversation. */
export const recalledMessageLabel = { zh: '消息已撤回', en: 'Message recalled' } as const satisfies Label;

/** The part of a chat message the preview reads: message_type 1 text, 2 image; a recalled one says so. */
export interface ChatPreviewSource {
  message_type: number | string;
  message?: unknown;
  recalled?: boolean;
}

/** The friend entry's content arrives as a JSON string; anything unreadable yields null. */
function sourceOf(content: ChatPreviewSource | string | null | undefined): ChatPreviewSource | null {
  if (typeof content !== 'string') return content ?? null;
  try {
    const parsed: unknown = JSON.parse(content);
    return parsed !== null && typeof parsed === 'object' && 'message_type' in parsed
      ? (parsed as ChatPreviewSource)
      : null;
  } catch {
    return null;
  }
}

/** A bracketed emoji name (`[微笑]`), drawn as one image: the preview counts it as one character. */
const EMOJI_NAME = /^\[[^[\]\s]{1,6}\]/;

/** The characters of a text as the reader sees them: code points, a bracketed emoji name as one. */
function visibleChars(text: string): string[] {
  const chars: string[] = [];
  let rest = text;
  while (rest) {
    const name = EMOJI_NAME.exec(rest)?.[0];
    const next = name ?? String.fromCodePoint(rest.codePointAt(0) ?? 0);
    chars.push(next);
    rest = rest.slice(next.length);
  }
  return chars;
}

/**
 * Cuts text to 15 characters plus '...' only when it is longer; counted by code point, so emoji stay whole, and
 * a bracketed emoji name counts as the one image it shows (never cut into '[微').
 */
export function truncatePreview(text: string, max: number = chatPreviewMaxChars): string {
  const chars = visibleChars(text);
  return chars.length > max ? chars.slice(0, max).join('') + chatPreviewEllipsis : text;
}

/**
 * Friend-list preview of the last message: type 1 its text cut to 15 characters, type 2 the image placeholder, a
 * recalled one the recalled label, '' for anything else or unreadable content.
 */
export function chatPreview(content: ChatPreviewSource | string | null | undefined, locale: Locale): string {
  const source = sourceOf(content);
  if (!source) return '';
  if (source.recalled === true) return recalledMessageLabel[locale];
  const type = Number(source.message_type);
  if (type === 1) return typeof source.message === 'string' ? truncatePreview(source.message) : '';
  if (type === 2) return imageMessagePlaceholder[locale];
  return '';
}

/** Badge text for an unread count: '' for none (no badge), the number up to 99, then '99+'. */
export function unreadBadge(count: number | null | undefined): string {
  if (count == null || !Number.isFinite(count) || count <= 0) return '';
  return count > unreadBadgeMax ? `${unreadBadgeMax}+` : String(Math.floor(count));
}
