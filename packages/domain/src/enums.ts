import type { Label, Locale } from './locale.js';

/** An enumeration: value → zh/en label, values kept exactly as the spec gives them. */
export type Enumeration<V extends string = string> = Readonly<Record<V, Label>>;

/** One entry of a select box or filter built from an enumeration. */
export interface EnumOption<V extends string = string> {
  value: V;
  label: string;
}

export const userType = {
  '01': { zh: '系统用户', en: 'System user' },
  '02': { zh: '企业用户', en: 'Enterprise user' },
} as const satisfies Enumeration;
export type UserType = keyof typeof userType;
/** The user types by name: code compares these, never the raw '01' / '02'. */
export const USER_TYPE = { system: '01', enterprise: '02' } as const satisfies Record<string, UserType>;

/**
 * A role's data scope (issue 21), read by its holder's user type: 1 all (staff: every enterprise; enterprise user: the
 * whole enterprise), 2 staff: the enterprises I manage / enterprise user: my department and those below it, 3 only
 * the records I created. A user with several roles sees the union.
 */
export const dataScope = {
  '1': {
    zh: '全部数据（平台：全部企业；企业：整个企业）',
    en: 'All (staff: every enterprise; enterprise: the whole enterprise)',
  },
  '2': {
    zh: '负责范围（平台：我负责的企业；企业：本部门及以下）',
    en: 'Assigned (staff: enterprises I manage; enterprise: my department and below)',
  },
  '3': { zh: '仅本人数据', en: 'Only my own records' },
} as const satisfies Enumeration;
export type DataScope = keyof typeof dataScope;
export const DATA_SCOPE = { all: '1', assigned: '2', own: '3' } as const satisfies Record<string, DataScope>;

/** The account statuses by name (users, enterprises, roles and menus share them: 0 frozen or off, 1 valid). */
export const ACCOUNT_STATUS = { frozen: '0', valid: '1' } as const satisfies Record<string, AccountStatus>;

export const accountStatus = {
  '0': { zh: '冻结', en: 'Frozen' },
  '1': { zh: '有效', en: 'Valid' },
} as const satisfies Enumeration;
export type AccountStatus = keyof typeof accountStatus;

export const yesNo = {
  '1': { zh: '是', en: 'Yes' },
  '0': { zh: '否', en: 'No' },
} as const satisfies Enumeration;
export type YesNo = keyof typeof yesNo;

export const feedbackType = {
  '0': { zh: '功能建议', en: 'Feature suggestion' },
  '1': { zh: '其他问题', en: 'Other issue' },
  '2': { zh: '投诉', en: 'Complaint' },
  '3': { zh: '其他', en: 'Other' },
} as const satisfies Enumeration;
export type FeedbackType = keyof typeof feedbackType;

export const feedbackStatus = {
  '0': { zh: '待处理', en: 'Pending' },
  '1': { zh: '已解决', en: 'Solved' },
  '2': { zh: '已采纳', en: 'Adopted' },
  '3': { zh: '已收到', en: 'Received' },
  '4': { zh: '无法复现', en: 'Cannot reproduce' },
} as const satisfies Enumeration;
export type FeedbackStatus = keyof typeof feedbackStatus;
/** Feedback not answered yet: every other status carries a reply. */
export const FEEDBACK_PENDING = '0' satisfies FeedbackStatus;

export const invoiceType = {
  '007': { zh: '增值税普通发票', en: 'Ordinary VAT invoice' },
  '004': { zh: '增值税专用发票', en: 'Special VAT invoice' },
  '026': { zh: '增值税电子普通发票', en: 'Ordinary e-invoice' },
  '027': { zh: '增值税电子专用发票', en: 'Special e-invoice' },
} as const satisfies Enumeration;
export type InvoiceType = keyof typeof invoiceType;

export const agreementType = {
  '01': { zh: '共享经济服务外包协议', en: 'Sharing-economy service outsourcing agreement' },
  '02': { zh: '价格变更协议', en: 'Price-change agreement' },
  '03': { zh: '补充协议', en: 'Supplementary agreement' },
} as const satisfies Enumeration;
export type AgreementType = keyof typeof agreementType;
export const AGREEMENT_TYPE = {
  serviceOutsourcing: '01',
  priceChange: '02',
  supplementary: '03',
} as const satisfies Record<string, AgreementType>;

/** Kept as the spec gives it: 0 and 2 both read "issued" (see design.md, spec points read one way). */
export const invoiceStatus = {
  '0': { zh: '已开票', en: 'Issued' },
  '1': { zh: '开票中', en: 'Issuing' },
  '2': { zh: '已开票', en: 'Issued' },
} as const satisfies Enumeration;
export type InvoiceStatus = keyof typeof invoiceStatus;

export const invoiceApplicationStatus = {
  '0': { zh: '已申请', en: 'Applied' },
  '1': { zh: '已开票', en: 'Issued' },
  '5': { zh: '已邮寄', en: 'Posted' },
  '2': { zh: '已作废', en: 'Void' },
  '7': { zh: '待审核', en: 'Pending review' },
} as const satisfies Enumeration;
export type InvoiceApplicationStatus = keyof typeof invoiceApplicationStatus;
export const INVOICE_APPLICATION_STATUS = {
  applied: '0',
  issued: '1',
  void: '2',
  posted: '5',
  pendingReview: '7',
} as const satisfies Record<string, InvoiceApplicationStatus>;

/** The spec gives no words for the grades, so the grade itself is its label ("-" means not graded). */
export const creditGrade = {
  'A+': { zh: 'A+', en: 'A+' },
  A: { zh: 'A', en: 'A' },
  B: { zh: 'B', en: 'B' },
  C: { zh: 'C', en: 'C' },
  '-': { zh: '-', en: '-' },
} as const satisfies Enumeration;
export type CreditGrade = keyof typeof creditGrade;

/** Also the chat role tags: B enterprise side, C freelancer side. */
export const messageTarget = {
  B: { zh: '企业', en: 'Enterprise' },
  C: { zh: '自由职业者', en: 'Freelancer' },
  R: { zh: '平台', en: 'Platform' },
} as const satisfies Enumeration;
export type MessageTarget = keyof typeof messageTarget;

export const contentCategory = {
  B: { zh: '企业端资讯', en: 'Enterprise-side info' },
  C: { zh: '自由职业者端资讯', en: 'Freelancer-side info' },
  P: { zh: '平台管理端资讯', en: 'Platform-admin info' },
  Z: { zh: '新闻资讯', en: 'News' },
  Q: { zh: '常见问题', en: 'FAQ' },
  A: { zh: '关于我们', en: 'About us' },
  Y: { zh: '隐私协议', en: 'Privacy agreement' },
  F: { zh: '平台服务协议', en: 'Platform service agreement' },
} as const satisfies Enumeration;
export type ContentCategory = keyof typeof contentCategory;

export const enterpriseOnboardingStatus = {
  '0': { zh: '待提交', en: 'To submit' },
  '1': { zh: '已入驻', en: 'Onboarded' },
  '2': { zh: '待审核', en: 'Pending review' },
  '3': { zh: '审核驳回', en: 'Review rejected' },
  '4': { zh: '服务商申请', en: 'Service-provider application' },
} as const satisfies Enumeration;
export type EnterpriseOnboardingStatus = keyof typeof enterpriseOnboardingStatus;
export const ONBOARDING_STATUS = {
  toSubmit: '0',
  onboarded: '1',
  pendingReview: '2',
  rejected: '3',
  providerApplication: '4',
} as const satisfies Record<string, EnterpriseOnboardingStatus>;

export const taskStatus = {
  '0': { zh: '草稿', en: 'Draft' },
  '1': { zh: '待审核', en: 'Pending review' },
  '2': { zh: '招募中', en: 'Recruiting' },
  '3': { zh: '停止接单', en: 'Closed to orders' },
  '4': { zh: '已完成', en: 'Completed' },
  '5': { zh: '审核驳回', en: 'Review rejected' },
} as const satisfies Enumeration;
export type TaskStatus = keyof typeof taskStatus;
export const TASK_STATUS = {
  draft: '0',
  pendingReview: '1',
  recruiting: '2',
  closed: '3',
  completed: '4',
  rejected: '5',
} as const satisfies Record<string, TaskStatus>;

export const pricingUnit = {
  '00': { zh: '按小时', en: 'Per hour' },
  '01': { zh: '按天', en: 'Per day' },
  '02': { zh: '按周', en: 'Per week' },
  '03': { zh: '按月', en: 'Per month' },
  '04': { zh: '一口价', en: 'Fixed price' },
  '05': { zh: '按件', en: 'Per piece' },
} as const satisfies Enumeration;
export type PricingUnit = keyof typeof pricingUnit;

/** Order or application status; 0 reads differently per mode, so prefer orderStatusLabel for display. */
export const orderStatus = {
  '0': { zh: '待接受/待审核', en: 'Pending acceptance / pending review' },
  '1': { zh: '邀请/申请已拒绝', en: 'Invitation or application refused' },
  '2': { zh: '支付中', en: 'Paying' },
  '3': { zh: '待交付', en: 'To deliver' },
  '4': { zh: '待验收', en: 'To accept' },
  '5': { zh: '待支付', en: 'To pay' },
  '6': { zh: '待评价', en: 'To review' },
  '7': { zh: '已撤回', en: 'Withdrawn' },
  '8': { zh: '支付中', en: 'Paying' },
  '9': { zh: '已关闭', en: 'Closed' },
  '10': { zh: '关闭中', en: 'Closing' },
  '11': { zh: '已评价', en: 'Reviewed' },
  '12': { zh: '支付中', en: 'Paying' },
  '13': { zh: '支付中', en: 'Paying' },
  '14': { zh: '支付中', en: 'Paying' },
  '15': { zh: '支付中', en: 'Paying' },
} as const satisfies Enumeration;
export type OrderStatus = keyof typeof orderStatus;
/** Pending: the other side has not answered the application or invitation yet (reads per mode). */
export const ORDER_PENDING = '0' satisfies OrderStatus;
/** Paid orders: to review (6) and reviewed (11). */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = ['6', '11'];

/** How an order came about: the enterprise invited the worker, or the worker applied. */
export type OrderMode = 'invitation' | 'application';

/** Status 0 per order mode (spec: pending acceptance in invitation mode, pending review in application mode). */
export const orderStatusPendingByMode = {
  invitation: { zh: '待接受', en: 'Pending acceptance' },
  application: { zh: '待审核', en: 'Pending review' },
} as const satisfies Record<OrderMode, Label>;

export const workMode = {
  '1': { zh: '线上远程', en: 'Online remote' },
  '0': { zh: '线下', en: 'Offline' },
} as const satisfies Enumeration;
export type WorkMode = keyof typeof workMode;

export const contractStatus = {
  '1': { zh: '已签约', en: 'Signed' },
  '2': { zh: '已解约', en: 'Terminated' },
} as const satisfies Enumeration;
export type ContractStatus = keyof typeof contractStatus;

export const bannerLinkType = {
  I: { zh: '内部跳转', en: 'Internal jump' },
  W: { zh: '外部跳转', en: 'External jump' },
} as const satisfies Enumeration;
export type BannerLinkType = keyof typeof bannerLinkType;

export const bannerDisplayKind = {
  S: { zh: '跳转', en: 'Jump' },
  L: { zh: '轮播', en: 'Carousel' },
} as const satisfies Enumeration;
export type BannerDisplayKind = keyof typeof bannerDisplayKind;
/** The banner codes by name: code compares these, never the raw letters. */
export const BANNER_LINK_TYPE = { internal: 'I', external: 'W' } as const satisfies Record<string, BannerLinkType>;
export const BANNER_DISPLAY_KIND = { jump: 'S', carousel: 'L' } as const satisfies Record<string, BannerDisplayKind>;

/** Which side a banner is shown on: the spec's message-target letters B (enterprise) and C (freelancer). */
export const bannerSide = {
  B: messageTarget.B,
  C: messageTarget.C,
} as const satisfies Enumeration;
export type BannerSide = keyof typeof bannerSide;
export const BANNER_SIDE = { enterprise: 'B', freelancer: 'C' } as const satisfies Record<string, BannerSide>;

/** A banner is on (shown within its period) or off. */
export const bannerStatus = {
  '1': { zh: '启用', en: 'On' },
  '0': { zh: '停用', en: 'Off' },
} as const satisfies Enumeration;
export type BannerStatus = keyof typeof bannerStatus;
export const BANNER_STATUS = { off: '0', on: '1' } as const satisfies Record<string, BannerStatus>;
export const bannerStatusOrder = ['1', '0'] as const satisfies readonly BannerStatus[];

export const reviewState = {
  '0': { zh: '待审核', en: 'Pending' },
  '1': { zh: '审核通过', en: 'Approved' },
  '2': { zh: '审核驳回', en: 'Rejected' },
} as const satisfies Enumeration;
export type ReviewState = keyof typeof reviewState;

/** A person's gender as read from their ID card (validators.idCardInfo). */
export const gender = {
  male: { zh: '男', en: 'Male' },
  female: { zh: '女', en: 'Female' },
} as const satisfies Enumeration;
export type Gender = keyof typeof gender;

export const listType = {
  '1': { zh: '自由职业者白名单', en: 'Freelancer whitelist' },
  '2': { zh: '自由职业者黑名单', en: 'Freelancer blacklist' },
  '3': { zh: '企业黑名单', en: 'Enterprise blacklist' },
} as const satisfies Enumeration;
export type ListType = keyof typeof listType;
/** The list types by name: code compares these, never the raw '1' / '2' / '3'. */
export const LIST_TYPE = {
  freelancerWhitelist: '1',
  freelancerBlacklist: '2',
  enterpriseBlacklist: '3',
} as const satisfies Record<string, ListType>;

export const cooperation = {
  '0': { zh: '未合作', en: 'None' },
  '1': { zh: '合作中', en: 'Cooperating' },
} as const satisfies Enumeration;
export type Cooperation = keyof typeof cooperation;
export const COOPERATION = { none: '0', cooperating: '1' } as const satisfies Record<string, Cooperation>;

/**
 * The spec's order where it differs from JS key order (integer-like keys always iterate first, ascending), so
 * option lists show values as the spec lists them.
 */
export const yesNoOrder = ['1', '0'] as const satisfies readonly YesNo[];
export const invoiceTypeOrder = ['007', '004', '026', '027'] as const satisfies readonly InvoiceType[];
export const invoiceApplicationStatusOrder = [
  '0',
  '1',
  '5',
  '2',
  '7',
] as const satisfies readonly InvoiceApplicationStatus[];
export const workModeOrder = ['1', '0'] as const satisfies readonly WorkMode[];

const specOrders = new Map<Enumeration, readonly string[]>([
  [yesNo, yesNoOrder],
  [invoiceType, invoiceTypeOrder],
  [invoiceApplicationStatus, invoiceApplicationStatusOrder],
  [workMode, workModeOrder],
  [bannerStatus, bannerStatusOrder],
]);

/** The values of an enumeration in the spec's order. */
export function valuesOf<V extends string>(e: Enumeration<V>): V[] {
  return [...((specOrders.get(e) as readonly V[] | undefined) ?? (Object.keys(e) as V[]))];
}

/** Select options `{ value, label }` in the spec's order. */
export function optionsOf<V extends string>(e: Enumeration<V>, locale: Locale): EnumOption<V>[] {
  return valuesOf(e).map((value) => ({ value, label: e[value][locale] }));
}

export function labelOf<E extends Enumeration>(e: E, value: string, locale: 'zh' | 'en'): string {
  return (e as Enumeration)[value]?.[locale] ?? value;
}

/** Order status label; status 0 depends on whether the order is an invitation or an application. */
export function orderStatusLabel(value: string | number, mode: OrderMode, locale: Locale): string {
  const key = String(value);
  return key === '0' ? orderStatusPendingByMode[mode][locale] : labelOf(orderStatus, key, locale);
}

/**
 * How a call ended, told apart (docs/softphone.md): the far end busy, not answering, declining or hanging up, the
 * agent declining, not answering or not reachable, or the call handed on.
 */
export const callOutcome = {
  answered: { zh: '已接通', en: 'Answered' },
  busy: { zh: '对方忙', en: 'Busy' },
  noAnswer: { zh: '无人接听', en: 'No answer' },
  rejected: { zh: '已拒接', en: 'Rejected' },
  missed: { zh: '未接来电', en: 'Missed' },
  dropped: { zh: '对方挂断', en: 'Dropped by the far end' },
  unreachable: { zh: '坐席不可达', en: 'Agent unreachable' },
  transferred: { zh: '已转接', en: 'Transferred' },
  failed: { zh: '呼叫失败', en: 'Failed' },
} as const satisfies Enumeration;
export type CallOutcomeValue = keyof typeof callOutcome;

/** Why an agent's state changed, as the append-only state history records it. */
export const agentStateReason = {
  user: { zh: '本人操作', en: 'The agent' },
  call: { zh: '通话事件', en: 'Call event' },
  wrapupTimeout: { zh: '话后处理到时', en: 'Wrap-up time over' },
  signOut: { zh: '退出登录', en: 'Signed out' },
  seatGrace: { zh: '断线超时', en: 'Connection not back in time' },
  supervisor: { zh: '班长强制', en: 'Supervisor' },
} as const satisfies Enumeration;
export type AgentStateReason = keyof typeof agentStateReason;

/** Why a supervisor takes an agent offline (the agent sees it in their own language). */
export const forceOfflineReason = {
  endOfShift: { zh: '已到下班时间', en: 'End of shift' },
  meeting: { zh: '参加会议', en: 'Meeting' },
  training: { zh: '参加培训', en: 'Training' },
  unattended: { zh: '坐席无人值守', en: 'Seat left unattended' },
  other: { zh: '其他原因', en: 'Other' },
} as const satisfies Enumeration;
export type ForceOfflineReason = keyof typeof forceOfflineReason;

/** Order modes with labels (stored as I and A). */
export const orderModeLabel = {
  A: { zh: '申请', en: 'Application' },
  I: { zh: '邀请', en: 'Invitation' },
} as const satisfies Enumeration;
