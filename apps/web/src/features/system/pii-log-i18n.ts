import { registerTranslations } from '../../lib/i18n/i18n';

/** Texts of 系统管理 / 敏感信息查看记录 (namespace `piiLog`; the browser tests read them too). */
export const piiLogTexts = {
  zh: {
    time: '查看时间',
    username: '查看人',
    entity: '记录类型',
    recordId: '记录 ID',
    field: '字段',
    ip: 'IP 地址',
    userAgent: '浏览器',
    keyword: '查看人/IP',
    entities: { freelancer: '灵工', invoice: '发票申请', onboarding: '入驻申请' },
    fields: { idCard: '身份证号', bankCard: '银行卡号', bankAccount: '开户行及账号', bankAccountNo: '银行账号' },
  },
  en: {
    time: 'Seen at',
    username: 'Seen by',
    entity: 'Record type',
    recordId: 'Record ID',
    field: 'Field',
    ip: 'IP address',
    userAgent: 'Browser',
    keyword: 'User or IP',
    entities: { freelancer: 'Freelancer', invoice: 'Invoice application', onboarding: 'Onboarding application' },
    fields: {
      idCard: 'ID card number',
      bankCard: 'Bank card number',
      bankAccount: 'Bank and account',
      bankAccountNo: 'Bank account number',
    },
  },
};

registerTranslations('piiLog', piiLogTexts.zh, piiLogTexts.en);
