import { registerTranslations } from '../i18n/i18n';
import { noticeTexts } from './notice-i18n-texts';

registerTranslations('notices', noticeTexts.zh, noticeTexts.en);
