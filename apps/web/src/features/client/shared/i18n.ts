import { registerTranslations } from '../../../lib/i18n/i18n';
import { inviteTexts } from './i18n-texts';

registerTranslations('invite', inviteTexts.zh, inviteTexts.en);
