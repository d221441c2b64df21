import { registerTranslations } from '../../lib/i18n/i18n';
import { onboardingTexts } from './i18n-texts';

registerTranslations('onboarding', onboardingTexts.zh, onboardingTexts.en);
