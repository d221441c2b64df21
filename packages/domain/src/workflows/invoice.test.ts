import { describe, expect, it } from 'vitest';
import { invoiceApplicationStatus } from '../enums.js';
import { InvoiceApplyBody, InvoiceIssueBody, InvoicePostBody, isTaxNo } from '../schemas/invoice.js';
import { creditCodeCheckChar } from '../validators.js';
import {
  type InvoiceAction,
  type InvoiceState,
  invoiceWorkflow,
  isPaperInvoice,
  isSpecialInvoice,
  RECORD_STATUS,
  recordStatusOf,
} from './invoice.js';
import { actionsFrom, can, refusal } from './workflow.js';

const all = () => true;
const none = () => false;
const states: InvoiceState[] = ['new', ...(Object.keys(invoiceApplicationStatus) as InvoiceState[])];

/** Every allowed transition: action, from, to, actor, permission. */
const allowed: [InvoiceAction, InvoiceState, InvoiceState, 'enterprise' | 'staff', string][] = [
  ['apply', 'new', '7', 'enterprise', 'client:invoice:apply'],
  ['approve', '7', '0', 'staff', 'client:invoice:audit'],
  ['reject', '7', '2', 'staff', 'client:invoice:audit'],
  ['issue', '0', '1', 'staff', 'client:invoice:issue'],
  ['post', '1', '5', 'staff', 'client:invoice:post'],
  ['void', '0', '2', 'staff', 'client:invoice:void'],
  ['void', '1', '2', 'staff', 'client:invoice:void'],
  ['void', '5', '2', 'staff', 'client:invoice:void'],
];

describe('invoice workflow', () => {
  it.each(allowed)('%s: %s → %s by %s holding %s', (action, from, to, actor, permission) => {
    expect(invoiceWorkflow[action].to).toBe(to);
    expect(refusal(invoiceWorkflow, action, from, actor, (c) => c === permission)).toBeNull();
    // the same actor without the permission, and the other actor with every permission, are refused
    expect(refusal(invoiceWorkflow, action, from, actor, none)).toBe('permission');
    expect(refusal(invoiceWorkflow, action, from, actor === 'staff' ? 'enterprise' : 'staff', all)).toBe('actor');
    expect(refusal(invoiceWorkflow, action, from, 'freelancer', all)).toBe('actor');
  });

  it('refuses every other state for every action (409)', () => {
    for (const action of Object.keys(invoiceWorkflow) as InvoiceAction[]) {
      const actor = action === 'apply' ? 'enterprise' : 'staff';
      for (const state of states) {
        const ok = allowed.some(([a, from]) => a === action && from === state);
        expect(refusal(invoiceWorkflow, action, state, actor, all), `${action} from ${state}`).toBe(
          ok ? null : 'state',
        );
      }
    }
  });

  it('has no way out of void and lists the actions of each state', () => {
    expect(actionsFrom(invoiceWorkflow, '2', 'staff', all)).toEqual([]);
    expect(actionsFrom(invoiceWorkflow, '7', 'staff', all).sort()).toEqual(['approve', 'reject']);
    expect(actionsFrom(invoiceWorkflow, '0', 'staff', all).sort()).toEqual(['issue', 'void']);
    expect(actionsFrom(invoiceWorkflow, '1', 'staff', all).sort()).toEqual(['post', 'void']);
    expect(actionsFrom(invoiceWorkflow, '5', 'staff', all)).toEqual(['void']);
    expect(actionsFrom(invoiceWorkflow, '7', 'enterprise', all)).toEqual([]);
    expect(can(invoiceWorkflow, 'apply', 'new', 'enterprise', all)).toBe(true);
  });

  it('posts paper invoices only and asks special invoices for the bank details', () => {
    expect(['007', '004', '026', '027'].map(isPaperInvoice)).toEqual([true, true, false, false]);
    expect(['007', '004', '026', '027'].map(isSpecialInvoice)).toEqual([false, true, false, true]);
  });

  it('gives the invoice status of an application as the records keep it', () => {
    expect(recordStatusOf('7', false)).toBeNull();
    expect(recordStatusOf('0', false)).toBe(RECORD_STATUS.issuing);
    expect(recordStatusOf('1', true)).toBe(RECORD_STATUS.issued);
    expect(recordStatusOf('5', true)).toBe(RECORD_STATUS.issued);
    expect(recordStatusOf('2', true)).toBe(RECORD_STATUS.voided);
    expect(recordStatusOf('2', false)).toBeNull();
  });
});

const creditCode = () => {
  const first17 = '91330106MA2B3C4D5'.slice(0, 17);
  return first17 + creditCodeCheckChar(first17);
};

describe('invoice schemas', () => {
  const base = { orderIds: '3,1,3', invoiceType: '007', title: '杭州云帆科技有限公司', taxNo: creditCode() };

  it('accepts a comma list of order ids, deduplicated, and a valid credit code', () => {
    const body = InvoiceApplyBody.parse(base);
    expect(body.orderIds).toEqual([3, 1]);
    expect(body.addressPhone).toBeUndefined();
    expect(InvoiceApplyBody.parse({ ...base, orderIds: [5, 6] }).orderIds).toEqual([5, 6]);
  });

  it('refuses no orders, more than 500, a bad type and a bad tax number', () => {
    expect(InvoiceApplyBody.safeParse({ ...base, orderIds: '' }).success).toBe(false);
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    expect(InvoiceApplyBody.safeParse({ ...base, orderIds: many }).success).toBe(false);
    expect(InvoiceApplyBody.safeParse({ ...base, invoiceType: '008' }).success).toBe(false);
    expect(InvoiceApplyBody.safeParse({ ...base, title: 'x'.repeat(201) }).success).toBe(false);
    expect(isTaxNo(creditCode())).toBe(true);
    const wrongCheck = creditCode().endsWith('0') ? '1' : '0';
    expect(isTaxNo(creditCode().slice(0, 17) + wrongCheck)).toBe(false);
    expect(isTaxNo('330106123456789')).toBe(true);
    expect(isTaxNo('33010612345678912345')).toBe(true);
    expect(isTaxNo('12345678901234')).toBe(false);
    expect(isTaxNo('123456789012345678901')).toBe(false);
  });

  it('requires address and bank details for special invoices only', () => {
    const special = InvoiceApplyBody.safeParse({ ...base, invoiceType: '004', addressPhone: ' ' });
    expect(special.success).toBe(false);
    expect(special.error?.issues.map((i) => i.path[0]).sort()).toEqual(['addressPhone', 'bankAccount']);
    expect(
      InvoiceApplyBody.safeParse({
        ...base,
        invoiceType: '027',
        addressPhone: '杭州市西湖区 0571-88888888',
        bankAccount: '招商银行 571900000000001',
      }).success,
    ).toBe(true);
  });

  it('checks the invoice code, number, file and tax amount of an issue', () => {
    const issue = {
      invoiceCode: '3300204130',
      invoiceNumber: '12345678',
      issueDate: '2024-05-01',
      taxAmount: '12.5',
      fileUrl: '/interface/files/a.pdf',
      fileName: '发票.pdf',
    };
    expect(InvoiceIssueBody.safeParse(issue).success).toBe(true);
    expect(
      InvoiceIssueBody.safeParse({ ...issue, invoiceCode: '330020413012', invoiceNumber: '1'.repeat(20) }).success,
    ).toBe(true);
    expect(InvoiceIssueBody.safeParse({ ...issue, invoiceCode: '33002041' }).success).toBe(false);
    expect(InvoiceIssueBody.safeParse({ ...issue, invoiceNumber: '123456789' }).success).toBe(false);
    expect(InvoiceIssueBody.safeParse({ ...issue, fileName: 'a.png' }).success).toBe(false);
    expect(InvoiceIssueBody.safeParse({ ...issue, fileName: 'a.OFD' }).success).toBe(true);
    expect(InvoiceIssueBody.safeParse({ ...issue, taxAmount: '1.234' }).success).toBe(false);
    expect(InvoiceIssueBody.safeParse({ ...issue, issueDate: '2024-13-01' }).success).toBe(false);
    expect(InvoicePostBody.safeParse({ expressCompany: '顺丰速运', trackingNo: 'SF1234567890' }).success).toBe(true);
    expect(InvoicePostBody.safeParse({ expressCompany: '', trackingNo: 'SF1234567890' }).success).toBe(false);
  });
});
