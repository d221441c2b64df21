import { registerTranslations } from '../../../lib/i18n/i18n';
import { invoiceTexts } from './i18n-texts';

registerTranslations('invoices', invoiceTexts.zh, invoiceTexts.en);
