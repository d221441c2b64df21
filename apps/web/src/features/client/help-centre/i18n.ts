import { registerTranslations } from '../../../lib/i18n/i18n';
import { helpCentreTexts } from './i18n-texts';

registerTranslations('helpCentre', helpCentreTexts.zh, helpCentreTexts.en);
