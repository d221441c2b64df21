import { registerTranslations } from '../../lib/i18n/i18n';
import { consoleChatTexts } from './i18n-texts';

registerTranslations('consoleChat', consoleChatTexts.zh, consoleChatTexts.en);
