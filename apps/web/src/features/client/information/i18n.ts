import { registerTranslations } from '../../../lib/i18n/i18n';
import { informationTexts } from './i18n-texts';

registerTranslations('information', informationTexts.zh, informationTexts.en);
