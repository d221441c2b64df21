import { registerTranslations } from '../../lib/i18n/i18n';
import { dashboardTexts } from './i18n-texts';

registerTranslations('dashboard', dashboardTexts.zh, dashboardTexts.en);
