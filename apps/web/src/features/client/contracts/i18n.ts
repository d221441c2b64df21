import { registerTranslations } from '../../../lib/i18n/i18n';
import { contractTexts } from './i18n-texts';

registerTranslations('contracts', contractTexts.zh, contractTexts.en);
