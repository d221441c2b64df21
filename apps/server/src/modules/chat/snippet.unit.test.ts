import { describe, expect, it } from 'vitest';
import { containsPattern, snippetOf } from './snippet.js';

describe('snippetOf', () => {
  it('marks every occurrence in a short text, any case', () => {
    expect(snippetOf('Hello hello 你好', 'HELLO')).toEqual({
      snippet: 'Hello hello 你好',
      marks: [
        [0, 5],
        [6, 11],
      ],
      cut: { before: false, after: false },
    });
  });

  it('cuts a long text around the first match and shifts the marks', () => {
    const text = `${'前'.repeat(100)}订单已交付${'后'.repeat(100)}`;
    const s = snippetOf(text, '交付', 30);
    expect(s.snippet).toHaveLength(30);
    expect(s.cut).toEqual({ before: true, after: true });
    const [start, end] = s.marks[0] ?? [0, 0];
    expect(s.snippet.slice(start, end)).toBe('交付');
  });

  it('takes the keyword literally', () => {
    expect(snippetOf('50% off (a.b)', '(a.b)').marks).toEqual([[8, 13]]);
    expect(snippetOf('aXb', 'a.b').marks).toEqual([]);
  });

  it('keeps surrogate pairs whole', () => {
    const text = `${'😀'.repeat(40)}key${'😀'.repeat(40)}`;
    const s = snippetOf(text, 'key', 21);
    expect([...s.snippet].every((c) => c === '😀' || 'key'.includes(c))).toBe(true);
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
