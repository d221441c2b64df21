import { registerTranslations } from '../../lib/i18n/i18n';
import { profileTexts } from './i18n-texts';

registerTranslations('profile', profileTexts.zh, profileTexts.en);
