import { registerTranslations } from '../../../lib/i18n/i18n';
import { onboardingReviewTexts } from './i18n-texts';

registerTranslations('onboardingReview', onboardingReviewTexts.zh, onboardingReviewTexts.en);
