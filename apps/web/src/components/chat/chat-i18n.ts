import { registerTranslations } from '../../lib/i18n/i18n';
import { chatTexts } from './chat-texts';

registerTranslations('chat', chatTexts.zh, chatTexts.en);
