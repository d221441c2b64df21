import { registerTranslations } from '../../lib/i18n/i18n';
import { carouselTexts } from './i18n-texts';

registerTranslations('carousel', carouselTexts.zh, carouselTexts.en);
