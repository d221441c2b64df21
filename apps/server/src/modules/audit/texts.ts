import type { Label } from '@console/domain/locale';
import type { LOGIN_EVENTS } from '@console/domain/schemas/admin';

/** The login log's events in both languages (the export's cells). */
export const loginEventLabels: Record<(typeof LOGIN_EVENTS)[number], Label> = {
  success: { zh: '登录成功', en: 'Signed in' },
  failure: { zh: '登录失败', en: 'Failed' },
  locked: { zh: '账号锁定', en: 'Locked' },
  frozen: { zh: '账号冻结', en: 'Frozen' },
  ip_denied: { zh: 'IP 受限', en: 'IP denied' },
  signout: { zh: '退出登录', en: 'Signed out' },
  refresh_reuse: { zh: '令牌重用', en: 'Token reuse' },
  mfa_challenge: { zh: '待两步验证', en: 'Second factor asked' },
  step_up: { zh: '再次验证身份', en: 'Identity confirmed again' },
};
