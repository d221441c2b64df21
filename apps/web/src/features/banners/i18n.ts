import { registerTranslations } from '../../lib/i18n/i18n';
import { bannerTexts } from './i18n-texts';

registerTranslations('banner', bannerTexts.zh, bannerTexts.en);
