import { useTranslation } from 'react-i18next';
import { emojiTable } from './emoji';

/** The grid of emoji; picking one hands back its bracketed name. */
export function EmojiPicker({ onPick }: { onPick: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="chat-emoji-picker" aria-label={t('chat.emoji')}>
      {emojiTable.map(([name, url]) => (
        <button key={name} type="button" title={name} aria-label={name} onClick={() => onPick(`[${name}]`)}>
          <img src={url} alt="" draggable={false} />
        </button>
      ))}
    </fieldset>
  );
}
