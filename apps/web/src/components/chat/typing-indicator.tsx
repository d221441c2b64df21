import { useTranslation } from 'react-i18next';
import './chat.css';
import './chat-i18n';

/**
 * "Typing…" under the name of the other party while they write. The live region stays in place, empty while
 * nobody writes, so screen readers announce the text when it appears.
 */
export function TypingIndicator({ typing }: { typing: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="chat-typing" role="status">
      {typing ? t('chat.typing') : ''}
    </span>
  );
}
