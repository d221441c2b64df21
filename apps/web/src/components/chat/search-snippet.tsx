import { Fragment } from 'react';

/**
 * A search hit's text with its matches marked: the server sends the ranges, never HTML, so the text is rendered
 * as text whatever it holds.
 */
export function SearchSnippet({
  snippet,
  marks,
  cut,
}: {
  snippet: string;
  marks: [number, number][];
  cut: { before: boolean; after: boolean };
}) {
  const parts: { text: string; marked: boolean; at: number }[] = [];
  let at = 0;
  for (const [start, end] of [...marks].sort((a, b) => a[0] - b[0])) {
    if (start < at || end > snippet.length || end <= start) continue;
    if (start > at) parts.push({ text: snippet.slice(at, start), marked: false, at });
    parts.push({ text: snippet.slice(start, end), marked: true, at: start });
    at = end;
  }
  if (at < snippet.length) parts.push({ text: snippet.slice(at), marked: false, at });
  return (
    <>
      {cut.before && '…'}
      {parts.map((p) =>
        p.marked ? (
          <mark key={p.at} className="chat-mark">
            {p.text}
          </mark>
        ) : (
          <Fragment key={p.at}>{p.text}</Fragment>
        ),
      )}
      {cut.after && '…'}
    </>
  );
}
