import { registerTranslations } from '../i18n/i18n';
import { listTexts } from './i18n-texts';

export { listTexts };

registerTranslations('list', listTexts.zh, listTexts.en);
