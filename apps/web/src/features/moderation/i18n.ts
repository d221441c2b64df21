import { registerTranslations } from '../../lib/i18n/i18n';
import { moderationTexts } from './i18n-texts';

registerTranslations('moderation', moderationTexts.zh, moderationTexts.en);
