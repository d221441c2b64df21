import { registerTranslations } from '../lib/i18n/i18n';

/** Texts of the agreement links and their dialog (namespace `agreement`): content categories A, Y and F. */
const zh = {
  A: '关于我们',
  Y: '隐私协议',
  F: '平台服务协议',
  loading: '正在加载…',
  failed: '协议加载失败，请稍后重试',
  retry: '重试',
  close: '我知道了',
  publishedAt: '发布于 {{date}}',
  links: '相关协议',
  name: '《{{name}}》',
  consent: '继续即表示您已阅读并同意',
  and: '和',
};

export const agreementTexts = {
  zh,
  en: {
    A: 'About us',
    Y: 'Privacy agreement',
    F: 'Platform service agreement',
    loading: 'Loading…',
    failed: 'The agreement could not be loaded; please try again',
    retry: 'Try again',
    close: 'Got it',
    publishedAt: 'Published {{date}}',
    links: 'Agreements',
    name: '{{name}}',
    consent: 'By continuing you accept the',
    and: 'and the',
  },
};

registerTranslations('agreement', agreementTexts.zh, agreementTexts.en);
