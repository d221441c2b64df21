import { registerTranslations } from '../../lib/i18n/i18n';
import { feedbackTexts } from './i18n-texts';

registerTranslations('feedback', feedbackTexts.zh, feedbackTexts.en);
