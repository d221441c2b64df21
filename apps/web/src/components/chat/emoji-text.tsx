import { splitEmoji } from './emoji';

/** Text with its bracketed emoji names drawn as images (the name stays the image's text alternative). */
export function EmojiText({ text }: { text: string }) {
  return (
    <>
      {splitEmoji(text).map((s, i) =>
        s.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed text
          <span key={i}>{s.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed text
          <img key={i} className="chat-emoji" src={s.url} alt={`[${s.name}]`} draggable={false} />
        ),
      )}
    </>
  );
}
