import { type AgreementType, agreementType } from '@console/domain/enums';
import { industryLabel } from '@console/domain/industries';
import type { PdfBlock } from './pdf.js';

/** The company details an agreement is filled in with. */
export interface AgreementParty {
  contractNo: string;
  enterpriseName: string;
  creditCode: string;
  legalPerson: string;
  address: string;
  industry: string | null;
  contactName: string;
  contactPhone: string;
  bankName: string;
  bankAccountNo: string;
  platformName: string;
  /** the terms staff wrote for a 02/03 agreement */
  terms?: string;
  issuedOn: string;
}

export interface AgreementSignature {
  signedName: string;
  signedAt: Date;
  ip: string;
}

/**
 * The agreement's text, from its template: one list of blocks both the HTML page and the PDF are made of.
 * The agreement itself is a Chinese legal document, so its text is Chinese in every interface language.
 */
export function agreementBlocks(type: AgreementType, p: AgreementParty, signature?: AgreementSignature): PdfBlock[] {
  const title = agreementType[type].zh;
  const blocks: PdfBlock[] = [
    { text: title, title: true },
    { text: `协议编号：${p.contractNo}` },
    { text: `甲方：${p.enterpriseName}（统一社会信用代码：${p.creditCode}）` },
    { text: `法定代表人：${p.legalPerson}　注册地址：${p.address}` },
    {
      text: `所属行业：${p.industry ? industryLabel(p.industry, 'zh') : '-'}　联系人：${p.contactName}（${p.contactPhone}）`,
    },
    { text: `开户银行：${p.bankName}　银行账号：${p.bankAccountNo}` },
    { text: `乙方：${p.platformName}运营方` },
  ];
  if (type === '01') {
    blocks.push(
      {
        text: '第一条 合作内容：甲方将其业务中可由自由职业者完成的服务项目，通过乙方平台发布任务，由乙方组织平台上的自由职业者承接并交付，乙方按约定向甲方提供服务外包及结算服务。',
      },
      {
        text: '第二条 费用与结算：甲方在平台充值并对已验收的订单付款，乙方按平台公示的服务费率与甲方结算，并为甲方开具相应发票。',
      },
      {
        text: '第三条 甲方义务：甲方保证提交的企业资料真实、合法、有效；发布的任务内容合法合规，不得涉及违法或违反公序良俗的事项。',
      },
      {
        text: '第四条 乙方义务：乙方负责自由职业者的实名认证、任务撮合、费用代发及个人所得税代征等服务，并对甲方资料保密。',
      },
      { text: '第五条 协议期限：本协议自双方签署之日起生效，有效期一年，期满双方无异议的自动续期一年。' },
      {
        text: '第六条 协议解除：任何一方违反本协议约定的，守约方有权解除本协议；解除不影响解除前已发生订单的结算。',
      },
      { text: '第七条 争议解决：因本协议产生的争议，双方应友好协商；协商不成的，提交乙方所在地人民法院诉讼解决。' },
    );
  } else {
    blocks.push({ text: `本协议为双方《${agreementType['01'].zh}》的${title}，约定如下：` });
    for (const paragraph of (p.terms ?? '').split(/\r?\n/).filter((t) => t.trim())) blocks.push({ text: paragraph });
    blocks.push({ text: '本协议未约定的事项，仍按原协议执行。本协议自甲方签署之日起生效。' });
  }
  blocks.push({ text: `出具日期：${p.issuedOn}` });
  if (signature) {
    blocks.push(
      { text: `甲方签署人（法定代表人）：${signature.signedName}` },
      { text: `签署时间：${signature.signedAt.toISOString()}　签署 IP：${signature.ip}` },
      { text: '签署方式：输入法定代表人姓名并以发送至登记手机号的短信验证码确认。' },
    );
  }
  return blocks;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The agreement as an HTML page (every value escaped), shown to the signer in a sandboxed frame. */
export function agreementHtml(blocks: PdfBlock[]): string {
  const body = blocks
    .map((b) => (b.title ? `<h1>${escapeHtml(b.text)}</h1>` : `<p>${escapeHtml(b.text)}</p>`))
    .join('\n');
  const title = escapeHtml(blocks[0]?.text ?? '');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${title}</title><style>body{font-family:"Noto Serif CJK SC","Songti SC",serif;max-width:760px;margin:0 auto;padding:24px;line-height:1.8;color:#1f1f1f}h1{font-size:20px;text-align:center}p{margin:0 0 10px;word-break:break-all}</style></head><body>${body}</body></html>`;
}
