import { registerTranslations } from '../lib/i18n/i18n';
import { freelancerTexts } from './i18n-texts';

registerTranslations('freelancer', freelancerTexts.zh, freelancerTexts.en);
