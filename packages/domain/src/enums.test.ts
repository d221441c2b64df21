import { describe, expect, it } from 'vitest';
import {
  accountStatus,
  agentStateReason,
  agreementType,
  bannerDisplayKind,
  bannerLinkType,
  callOutcome,
  contentCategory,
  contractStatus,
  cooperation,
  creditGrade,
  type Enumeration,
  enterpriseOnboardingStatus,
  feedbackStatus,
  feedbackType,
  forceOfflineReason,
  invoiceApplicationStatus,
  invoiceStatus,
  invoiceType,
  labelOf,
  listType,
  messageTarget,
  optionsOf,
  orderStatus,
  orderStatusLabel,
  pricingUnit,
  reviewState,
  taskStatus,
  userType,
  valuesOf,
  workMode,
  yesNo,
} from './enums.js';

/** Values in the order the spec lists them. */
const specOrder: [string, Enumeration, string[]][] = [
  ['feedbackType', feedbackType, ['0', '1', '2', '3']],
  ['feedbackStatus', feedbackStatus, ['0', '1', '2', '3', '4']],
  ['userType', userType, ['01', '02']],
  ['invoiceType', invoiceType, ['007', '004', '026', '027']],
  ['agreementType', agreementType, ['01', '02', '03']],
  ['invoiceStatus', invoiceStatus, ['0', '1', '2']],
  ['yesNo', yesNo, ['1', '0']],
  ['invoiceApplicationStatus', invoiceApplicationStatus, ['0', '1', '5', '2', '7']],
  ['creditGrade', creditGrade, ['A+', 'A', 'B', 'C', '-']],
  ['messageTarget', messageTarget, ['B', 'C', 'R']],
  ['accountStatus', accountStatus, ['0', '1']],
  ['contentCategory', contentCategory, ['B', 'C', 'P', 'Z', 'Q', 'A', 'Y', 'F']],
  ['enterpriseOnboardingStatus', enterpriseOnboardingStatus, ['0', '1', '2', '3', '4']],
  ['taskStatus', taskStatus, ['0', '1', '2', '3', '4', '5']],
  ['pricingUnit', pricingUnit, ['00', '01', '02', '03', '04', '05']],
  ['orderStatus', orderStatus, Array.from({ length: 16 }, (_, i) => String(i))],
  ['workMode', workMode, ['1', '0']],
  ['contractStatus', contractStatus, ['1', '2']],
  ['bannerLinkType', bannerLinkType, ['I', 'W']],
  ['bannerDisplayKind', bannerDisplayKind, ['S', 'L']],
  ['reviewState', reviewState, ['0', '1', '2']],
  ['listType', listType, ['1', '2', '3']],
  ['cooperation', cooperation, ['0', '1']],
  [
    'callOutcome',
    callOutcome,
    ['answered', 'busy', 'noAnswer', 'rejected', 'missed', 'dropped', 'unreachable', 'transferred', 'failed'],
  ],
  ['agentStateReason', agentStateReason, ['user', 'call', 'wrapupTimeout', 'signOut', 'seatGrace', 'supervisor']],
  ['forceOfflineReason', forceOfflineReason, ['endOfShift', 'meeting', 'training', 'unattended', 'other']],
];

describe('enumerations', () => {
  it.each(specOrder)('%s lists its values in the spec order', (_name, e, values) => {
    expect(valuesOf(e)).toEqual(values);
    expect(optionsOf(e, 'en').map((o) => o.value)).toEqual(values);
    expect(Object.keys(e).sort()).toEqual([...values].sort());
  });

  it.each(specOrder)('%s has a zh and an en label for every value', (_name, e) => {
    for (const value of valuesOf(e)) {
      expect(labelOf(e, value, 'zh')).not.toBe('');
      expect(labelOf(e, value, 'en')).not.toBe('');
    }
  });

  it('uses the English labels of the spec', () => {
    expect(optionsOf(feedbackType, 'en').map((o) => o.label)).toEqual([
      'Feature suggestion',
      'Other issue',
      'Complaint',
      'Other',
    ]);
    expect(optionsOf(feedbackStatus, 'en').map((o) => o.label)).toEqual([
      'Pending',
      'Solved',
      'Adopted',
      'Received',
      'Cannot reproduce',
    ]);
    expect(optionsOf(invoiceApplicationStatus, 'en').map((o) => o.label)).toEqual([
      'Applied',
      'Issued',
      'Posted',
      'Void',
      'Pending review',
    ]);
    expect(optionsOf(pricingUnit, 'en').map((o) => o.label)).toEqual([
      'Per hour',
      'Per day',
      'Per week',
      'Per month',
      'Fixed price',
      'Per piece',
    ]);
  });

  it('gives the Chinese labels of the platform', () => {
    expect(optionsOf(feedbackType, 'zh')).toEqual([
      { value: '0', label: '功能建议' },
      { value: '1', label: '其他问题' },
      { value: '2', label: '投诉' },
      { value: '3', label: '其他' },
    ]);
    expect(optionsOf(invoiceType, 'zh').map((o) => o.label)).toEqual([
      '增值税普通发票',
      '增值税专用发票',
      '增值税电子普通发票',
      '增值税电子专用发票',
    ]);
    expect(labelOf(feedbackStatus, '4', 'zh')).toBe('无法复现');
  });

  it('keeps the invoice status as given: 0 and 2 both issued', () => {
    expect(labelOf(invoiceStatus, '0', 'en')).toBe('Issued');
    expect(labelOf(invoiceStatus, '1', 'en')).toBe('Issuing');
    expect(labelOf(invoiceStatus, '2', 'en')).toBe('Issued');
  });

  it('labels paying order states 2, 8 and 12 to 15 alike', () => {
    for (const v of ['2', '8', '12', '13', '14', '15']) expect(labelOf(orderStatus, v, 'en')).toBe('Paying');
  });

  it('reads order status 0 by mode', () => {
    expect(orderStatusLabel(0, 'invitation', 'en')).toBe('Pending acceptance');
    expect(orderStatusLabel('0', 'application', 'en')).toBe('Pending review');
    expect(orderStatusLabel(0, 'invitation', 'zh')).toBe('待接受');
    expect(orderStatusLabel(0, 'application', 'zh')).toBe('待审核');
    expect(orderStatusLabel(9, 'application', 'en')).toBe('Closed');
    expect(orderStatusLabel(99, 'application', 'en')).toBe('99');
  });

  it('falls back to the raw value for an unknown one', () => {
    expect(labelOf(userType, '03', 'zh')).toBe('03');
  });
});
