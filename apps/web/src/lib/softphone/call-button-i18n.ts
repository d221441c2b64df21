import { registerTranslations } from '../i18n/i18n';

/** The call button's texts (namespace `callButton`): it sits in other features' pages, so its texts live here. */
registerTranslations('callButton', { call: '拨打 {{who}}' }, { call: 'Call {{who}}' });
