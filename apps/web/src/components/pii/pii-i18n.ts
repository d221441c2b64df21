import { registerTranslations } from '../../lib/i18n/i18n';

/** Texts of the reveal button beside a masked value (namespace `pii`). */
export const piiTexts = {
  zh: {
    reveal: '查看{{field}}明文',
    hide: '隐藏{{field}}',
    fields: { idCard: '身份证号', bankCard: '银行卡号', bankAccount: '开户行及账号', bankAccountNo: '银行账号' },
  },
  en: {
    reveal: 'Show the full {{field}}',
    hide: 'Hide the {{field}}',
    fields: {
      idCard: 'ID card number',
      bankCard: 'bank card number',
      bankAccount: 'bank and account',
      bankAccountNo: 'bank account number',
    },
  },
};

registerTranslations('pii', piiTexts.zh, piiTexts.en);
