import { registerTranslations } from '../../lib/i18n/i18n';
import { softphoneTexts } from './i18n-texts';

registerTranslations('softphone', softphoneTexts.zh, softphoneTexts.en);
