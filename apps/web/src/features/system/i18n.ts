import { registerTranslations } from '../../lib/i18n/i18n';
import { systemTexts } from './i18n-texts';

registerTranslations('system', systemTexts.zh, systemTexts.en);
