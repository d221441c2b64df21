import { registerTranslations } from '../../lib/i18n/i18n';
import { listTexts } from './i18n-texts';

registerTranslations('lists', listTexts.zh, listTexts.en);
