import { registerTranslations } from '../../lib/i18n/i18n';
import { clientTexts, inviteTexts } from './i18n-texts';

registerTranslations('invite', inviteTexts.zh, inviteTexts.en);
registerTranslations('client', clientTexts.zh, clientTexts.en);
