import type { Label } from './locale.js';
import { maskPhonesInText } from './masking.js';

/**
 * Chat moderation: staff's sensitive words grouped by tag, and contact details found in text as built-in tags.
 * Per tag an action: block (refused, nothing stored), mask (the match starred), flag (delivered and listed for
 * review) or none (a built-in tag left alone).
 */
export const MODERATION_ACTIONS = ['block', 'mask', 'flag', 'none'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Record<ModerationAction, Label> = {
  block: { zh: '拦截', en: 'Block' },
  mask: { zh: '打码', en: 'Mask' },
  flag: { zh: '标记审核', en: 'Flag for review' },
  none: { zh: '不处理', en: 'Allow' },
};

/** The contact-detail detectors, as tags whose names staff cannot take for their own words. */
export const CONTACT_TAGS = [
  'contact:mobile',
  'contact:wechat',
  'contact:qq',
  'contact:email',
  'contact:link',
] as const;
export type ContactTag = (typeof CONTACT_TAGS)[number];

export const CONTACT_TAG_LABELS: Record<ContactTag, Label> = {
  'contact:mobile': { zh: '手机号', en: 'Mobile numbers' },
  'contact:wechat': { zh: '微信号', en: 'WeChat ids' },
  'contact:qq': { zh: 'QQ 号', en: 'QQ numbers' },
  'contact:email': { zh: '电子邮箱', en: 'E-mail addresses' },
  'contact:link': { zh: '链接', en: 'Links' },
};

/** Out of the box mobile numbers are masked as the spec masks phones; other contact details pass. */
export const CONTACT_TAG_DEFAULTS: Record<ContactTag, ModerationAction> = {
  'contact:mobile': 'mask',
  'contact:wechat': 'none',
  'contact:qq': 'none',
  'contact:email': 'none',
  'contact:link': 'none',
};

export const isContactTag = (tag: string): tag is ContactTag => (CONTACT_TAGS as readonly string[]).includes(tag);

/** A match in a text: [start, end) in UTF-16 units, and its tag. */
export interface Hit {
  start: number;
  end: number;
  tag: string;
  /** what matched, as written in the text */
  text: string;
}

/** One code unit folded for case-insensitive matching; a unit whose lower case is longer stays as it is. */
function fold(unit: string): string {
  const lower = unit.toLowerCase();
  return lower.length === 1 ? lower : unit;
}

/** A word as the automaton matches it (each code unit folded), and as it is stored, so duplicates are one. */
export function foldWord(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i++) out += fold(word[i] as string);
  return out;
}

interface Node {
  next: Map<string, number>;
  fail: number;
  /** the tags of the words ending here, with their lengths */
  out: { tag: string; length: number }[];
  /** the nearest node down the fail chain that ends a word (-1: none) */
  dict: number;
}

/**
 * An Aho–Corasick automaton over words with tags: one pass over a text finds every occurrence of every word,
 * overlapping ones included, in time linear in the text and the matches. Case-insensitive.
 */
export class WordAutomaton {
  private readonly nodes: Node[] = [{ next: new Map(), fail: 0, out: [], dict: -1 }];
  readonly size: number;

  constructor(words: Iterable<{ word: string; tag: string }>) {
    let size = 0;
    for (const { word, tag } of words) {
      const units = foldWord(word);
      if (units.length === 0) continue;
      let at = 0;
      for (let k = 0; k < units.length; k++) {
        const unit = units[k] as string;
        let next = this.nodes[at]?.next.get(unit);
        if (next === undefined) {
          next = this.nodes.length;
          this.nodes.push({ next: new Map(), fail: 0, out: [], dict: -1 });
          this.nodes[at]?.next.set(unit, next);
        }
        at = next;
      }
      this.nodes[at]?.out.push({ tag, length: units.length });
      size += 1;
    }
    this.size = size;
    this.link();
  }

  /** Breadth first: each node's fail link is the longest proper suffix of its path that is also a path. */
  private link() {
    const queue: number[] = [];
    for (const child of this.node(0).next.values()) queue.push(child);
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i] as number;
      const node = this.node(at);
      for (const [unit, child] of node.next) {
        let f = node.fail;
        while (f !== 0 && !this.node(f).next.has(unit)) f = this.node(f).fail;
        const target = this.node(f).next.get(unit);
        const c = this.node(child);
        c.fail = target !== undefined && target !== child ? target : 0;
        const failed = this.node(c.fail);
        c.dict = failed.out.length > 0 ? c.fail : failed.dict;
        queue.push(child);
      }
    }
  }

  private node(i: number): Node {
    return this.nodes[i] as Node;
  }

  /** Every occurrence of every word in the text, in order of where they end. */
  search(text: string): Hit[] {
    const hits: Hit[] = [];
    if (this.size === 0) return hits;
    let at = 0;
    for (let i = 0; i < text.length; i++) {
      const unit = fold(text[i] as string);
      while (at !== 0 && !this.node(at).next.has(unit)) at = this.node(at).fail;
      at = this.node(at).next.get(unit) ?? 0;
      for (let n = this.node(at).out.length > 0 ? at : this.node(at).dict; n > 0; n = this.node(n).dict) {
        for (const { tag, length } of this.node(n).out) {
          const start = i + 1 - length;
          hits.push({ start, end: i + 1, tag, text: text.slice(start, i + 1) });
        }
      }
    }
    return hits;
  }
}

/** A mainland mobile number, as maskPhonesInText finds one. */
const MOBILE = /(?<!\d)(?:(?:\+|00)?86[ -]?)?1[3-9]\d[ -]?\d{4}[ -]?\d{4}(?!\d)/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** http(s) and www links, and bare host names under common top-level domains (not an e-mail's domain). */
const LINK =
  /(?:https?:\/\/|www\.)[^\s<>"'，。！？、；]+|(?<![\w@.-])(?:[a-z0-9-]+\.)+(?:com|cn|net|org|io|cc|me|top|xyz|info|vip)(?![\w-])(?:\/[^\s<>"'，。！？、；]*)?/gi;
/** A WeChat id is 6–20 letters, digits, - and _, starting with a letter, said to be one. */
const WECHAT =
  /(?:微信|威信|薇信|v信|vx|wx|wechat|weixin)(?:号|id)?\s*[:：]?\s*([a-z][-_a-z0-9]{5,19})(?![-_a-z0-9])/gi;
/** A QQ number is 5–12 digits not starting with 0, said to be one. */
const QQ = /(?:qq|扣扣|企鹅)(?:号)?\s*[:：]?\s*([1-9]\d{4,11})(?!\d)/gi;

const DETECTORS: { tag: ContactTag; pattern: RegExp; group: number }[] = [
  { tag: 'contact:mobile', pattern: MOBILE, group: 0 },
  { tag: 'contact:email', pattern: EMAIL, group: 0 },
  { tag: 'contact:link', pattern: LINK, group: 0 },
  { tag: 'contact:wechat', pattern: WECHAT, group: 1 },
  { tag: 'contact:qq', pattern: QQ, group: 1 },
];

/** Full-width digits, plus, hyphen and space (typed with a Chinese input method), one UTF-16 unit each. */
const FULL_WIDTH = /[\uFF10-\uFF19\uFF0B\uFF0D\u3000]/g;

/** The text with full-width digits, plus, hyphen and space written half-width: the same length, so offsets hold. */
export function halfWidthDigits(text: string): string {
  return text.replace(FULL_WIDTH, (c) => (c === '\u3000' ? ' ' : String.fromCharCode(c.charCodeAt(0) - 0xfee0)));
}

/**
 * The contact details in a text of the given tags (the id itself for WeChat and QQ, not the words before it).
 * Digits typed full-width (１３８…) count as digits; a hit's text is as written.
 */
export function findContacts(text: string, tags: readonly ContactTag[] = CONTACT_TAGS): Hit[] {
  const hits: Hit[] = [];
  const plain = halfWidthDigits(text);
  for (const { tag, pattern, group } of DETECTORS) {
    if (!tags.includes(tag)) continue;
    for (const m of plain.matchAll(pattern)) {
      const found = m[group] as string;
      const start = (m.index ?? 0) + (group === 0 ? 0 : m[0].lastIndexOf(found));
      hits.push({ start, end: start + found.length, tag, text: text.slice(start, start + found.length) });
    }
  }
  return hits;
}

/** What moderation made of a text. */
export type Verdict =
  | { blocked: Hit }
  | {
      blocked: null;
      /** the text to store and deliver */
      text: string;
      /** matches of tags whose action is flag */
      flagged: Hit[];
    };

/** The words and the action per tag, as staff keep them. */
export interface ModerationRules {
  words: WordAutomaton;
  /** the action of each tag; a contact tag missing here has its default */
  actions: ReadonlyMap<string, ModerationAction>;
}

export const actionOf = (rules: ModerationRules, tag: string): ModerationAction =>
  rules.actions.get(tag) ?? (isContactTag(tag) ? CONTACT_TAG_DEFAULTS[tag] : 'flag');

/**
 * Checks a text: the first match of a blocking tag refuses it; masked matches are starred (a mobile number as the
 * spec masks phones, `138****5678`); flagged ones are reported.
 */
export function moderate(text: string, rules: ModerationRules): Verdict {
  const contactTags = CONTACT_TAGS.filter((t) => actionOf(rules, t) !== 'none');
  const hits = [...rules.words.search(text), ...findContacts(text, contactTags)];
  const masked: Hit[] = [];
  const mobiles: Hit[] = [];
  const flagged: Hit[] = [];
  for (const hit of hits) {
    const action = actionOf(rules, hit.tag);
    if (action === 'block') return { blocked: hit };
    if (action === 'flag') flagged.push(hit);
    else if (action === 'mask') (hit.tag === 'contact:mobile' ? mobiles : masked).push(hit);
  }
  const out = masked.length > 0 || mobiles.length > 0 ? rewrite(text, masked, mobiles) : text;
  return { blocked: null, text: out, flagged };
}

/**
 * The text with every unit of the starred ranges replaced by one star per character (a surrogate pair gives one)
 * and each mobile number masked as the spec masks phones, in half-width digits (`１３８１２３４５６７８` →
 * `138****5678`).
 */
function rewrite(text: string, starred: Hit[], mobiles: Hit[]): string {
  const hidden = new Uint8Array(text.length);
  for (const r of starred) hidden.fill(1, r.start, r.end);
  const mobileAt = new Map(mobiles.map((m) => [m.start, m]));
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const mobile = mobileAt.get(i);
    if (mobile) {
      out += maskPhonesInText(halfWidthDigits(mobile.text));
      i = mobile.end - 1;
      continue;
    }
    const code = text.charCodeAt(i);
    if (!hidden[i]) out += text[i];
    else if (code < 0xdc00 || code > 0xdfff || !hidden[i - 1]) out += '*';
  }
  return out;
}
