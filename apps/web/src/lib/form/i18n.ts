import { registerTranslations } from '../i18n/i18n';

/** Texts of the unsaved-input guard (namespace `form`). */
export const formTexts = {
  zh: {
    discardTitle: '放弃未保存的内容？',
    discardText: '已填写的内容尚未保存，关闭后将丢失。',
    discard: '放弃',
    keepEditing: '继续编辑',
  },
  en: {
    discardTitle: 'Discard unsaved input?',
    discardText: 'What you entered has not been saved and will be lost when this closes.',
    discard: 'Discard',
    keepEditing: 'Keep editing',
  },
};

registerTranslations('form', formTexts.zh, formTexts.en);
