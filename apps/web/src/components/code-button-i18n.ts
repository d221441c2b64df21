import { registerTranslations } from '../lib/i18n/i18n';

/** Texts of the SMS code button (namespace `codeButton`). */
export const codeButtonTexts = {
  zh: {
    sendCode: '获取验证码',
    resend: '{{n}} 秒后重新获取',
    codeSent: '验证码已发送',
  },
  en: {
    sendCode: 'Get code',
    resend: 'Again in {{n}} s',
    codeSent: 'The code has been sent',
  },
};

registerTranslations('codeButton', codeButtonTexts.zh, codeButtonTexts.en);
