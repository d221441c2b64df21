import { z } from 'zod';
import {
  type AgreementType,
  agreementType,
  type CreditGrade,
  creditGrade,
  type EnterpriseOnboardingStatus,
  enterpriseOnboardingStatus,
  ONBOARDING_STATUS,
} from '../enums.js';
import { type IndustryCode, industries } from '../industries.js';
import type { Label } from '../locale.js';
import { isCreditCode, isMobilePhone } from '../validators.js';
import { FileUrl } from './file.js';
import { PageQuery, pageSchema } from './list.js';

/** Ours: one-time codes (length, life, wrong tries, how many a phone and an address may ask for). */
export const ONBOARDING_LIMITS = {
  codeLength: 6,
  codeTtlSeconds: 300,
  /** wrong tries that void a code */
  codeMaxAttempts: 5,
  /** a new code for the same phone not sooner than this */
  codeResendSeconds: 60,
  /** codes per phone per hour */
  codesPerPhoneHour: 5,
  /** codes per IP address per hour */
  codesPerIpHour: 20,
  /** the applicant session's life */
  sessionTtlSeconds: 2 * 3600,
  companyNameMax: 100,
  personNameMax: 30,
  addressMax: 200,
  bankNameMax: 100,
  emailMax: 100,
  passwordMin: 8,
  passwordMax: 64,
  reasonMax: 200,
} as const;

/** The purposes a one-time code serves: signing in to the application, or signing an agreement. */
export const CODE_PURPOSES = ['apply', 'sign'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** How a company applies: as an enterprise (reviewed as status 2) or as a service provider (status 4). */
export const APPLY_TYPES = ['enterprise', 'provider'] as const;
export type ApplyType = (typeof APPLY_TYPES)[number];

const STATUSES = Object.keys(enterpriseOnboardingStatus) as [
  EnterpriseOnboardingStatus,
  ...EnterpriseOnboardingStatus[],
];
const INDUSTRY_CODES = industries.map((i) => i.code) as [IndustryCode, ...IndustryCode[]];
const GRADES = (Object.keys(creditGrade) as CreditGrade[]).filter((g) => g !== '-') as [CreditGrade, ...CreditGrade[]];
const AGREEMENT_TYPES = Object.keys(agreementType) as [AgreementType, ...AgreementType[]];

/** The application's statuses that may still be edited by the applicant: to submit (0) and rejected (3). */
export const EDITABLE_STATUSES: readonly EnterpriseOnboardingStatus[] = [
  ONBOARDING_STATUS.toSubmit,
  ONBOARDING_STATUS.rejected,
];
/** Statuses waiting for a reviewer: pending review (2) and service-provider application (4). */
export const REVIEWABLE_STATUSES: readonly EnterpriseOnboardingStatus[] = [
  ONBOARDING_STATUS.pendingReview,
  ONBOARDING_STATUS.providerApplication,
];

/**
 * Contract status: the spec's 1 signed and 2 terminated, plus ours, 0 issued and waiting for a signature (an
 * agreement exists before it is signed).
 */
export const CONTRACT_STATUS = { toSign: '0', signed: '1', terminated: '2' } as const;
export type ContractState = (typeof CONTRACT_STATUS)[keyof typeof CONTRACT_STATUS];
export const contractState: Record<ContractState, Label> = {
  '0': { zh: '待签署', en: 'To sign' },
  '1': { zh: '已签约', en: 'Signed' },
  '2': { zh: '已解约', en: 'Terminated' },
};

const phone = z.string().trim().refine(isMobilePhone, { message: 'phoneInvalid' });
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'codeFormat' });

/** POST /onboarding/code: a one-time code for this phone. */
export const SendCodeBody = z.object({ phone });
export type SendCodeBody = z.infer<typeof SendCodeBody>;
/** Where the code went; demoCode only in the embedded demo (there is no SMS there). */
export const SentCode = z.object({ expiresIn: z.number().int(), demoCode: z.string().nullable() });
export type SentCode = z.infer<typeof SentCode>;

/** POST /onboarding/session: phone and code give an applicant session. */
export const ApplicantSignInBody = z.object({ phone, code });
export type ApplicantSignInBody = z.infer<typeof ApplicantSignInBody>;

const text = (max: number) => z.string().trim().min(1).max(max);

/** Every field of the information form, checked the same way in the page and on the server. */
export const applicationFields = {
  companyName: z.string().trim().min(2).max(ONBOARDING_LIMITS.companyNameMax),
  creditCode: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isCreditCode, { message: 'creditCodeInvalid' }),
  legalPerson: text(ONBOARDING_LIMITS.personNameMax),
  address: text(ONBOARDING_LIMITS.addressMax),
  industry: z.enum(INDUSTRY_CODES),
  taxParkId: z.coerce.number().int().positive(),
  contactName: text(ONBOARDING_LIMITS.personNameMax),
  contactPhone: phone,
  contactEmail: z.string().trim().max(ONBOARDING_LIMITS.emailMax).pipe(z.email()),
  bankName: text(ONBOARDING_LIMITS.bankNameMax),
  bankAccountNo: z
    .string()
    .trim()
    .regex(/^\d{8,30}$/, { message: 'bankAccountFormat' }),
  licenseUrl: FileUrl.pipe(z.string().min(1)),
  idCardFrontUrl: FileUrl.pipe(z.string().min(1)),
  idCardBackUrl: FileUrl.pipe(z.string().min(1)),
  applyType: z.enum(APPLY_TYPES),
  password: z.string().min(ONBOARDING_LIMITS.passwordMin).max(ONBOARDING_LIMITS.passwordMax),
};
export type ApplicationField = keyof typeof applicationFields;

/** POST /onboarding/application/submit: everything; the password may be left out once it was set. */
export const ApplicationSubmitBody = z.object({
  ...applicationFields,
  password: applicationFields.password.optional(),
});
export type ApplicationSubmitBody = z.infer<typeof ApplicationSubmitBody>;

/** An empty form field is a field not filled in yet. */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(s: T) => z.preprocess(emptyToUndefined, s.optional());

/** PUT /onboarding/application: a draft; each field checked when given. */
export const ApplicationDraftBody = z.object({
  companyName: optional(applicationFields.companyName),
  creditCode: optional(applicationFields.creditCode),
  legalPerson: optional(applicationFields.legalPerson),
  address: optional(applicationFields.address),
  industry: optional(applicationFields.industry),
  taxParkId: optional(applicationFields.taxParkId),
  contactName: optional(applicationFields.contactName),
  contactPhone: optional(applicationFields.contactPhone),
  contactEmail: optional(applicationFields.contactEmail),
  bankName: optional(applicationFields.bankName),
  bankAccountNo: optional(applicationFields.bankAccountNo),
  licenseUrl: optional(applicationFields.licenseUrl),
  idCardFrontUrl: optional(applicationFields.idCardFrontUrl),
  idCardBackUrl: optional(applicationFields.idCardBackUrl),
  applyType: optional(applicationFields.applyType),
  password: optional(applicationFields.password),
});
export type ApplicationDraftBody = z.infer<typeof ApplicationDraftBody>;

/** The application as the applicant and the reviewer see it. */
export const ApplicationView = z.object({
  id: z.number().int(),
  phone: z.string(),
  status: z.enum(STATUSES),
  companyName: z.string().nullable(),
  creditCode: z.string().nullable(),
  legalPerson: z.string().nullable(),
  address: z.string().nullable(),
  industry: z.string().nullable(),
  taxParkId: z.number().int().nullable(),
  taxParkName: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccountNo: z.string().nullable(),
  licenseUrl: z.string().nullable(),
  idCardFrontUrl: z.string().nullable(),
  idCardBackUrl: z.string().nullable(),
  applyType: z.enum(APPLY_TYPES),
  hasPassword: z.boolean(),
  submittedAt: z.string().nullable(),
  reviewReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  creditGrade: z.string().nullable(),
  enterpriseId: z.number().int().nullable(),
  /** the type-01 agreement's status once the company is onboarded: 0 to sign, 1 signed, 2 terminated */
  contractStatus: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationView = z.infer<typeof ApplicationView>;

export const ApplicantSession = z.object({
  token: z.string(),
  expiresIn: z.number().int(),
  application: ApplicationView,
});
export type ApplicantSession = z.infer<typeof ApplicantSession>;

export const TaxParkOption = z.object({ id: z.number().int(), parkName: z.string() });
export const TaxParkOptions = z.array(TaxParkOption);
export type TaxParkOption = z.infer<typeof TaxParkOption>;

/** The agreement as it is read before signing, and as it was signed. */
export const ContractView = z.object({
  id: z.number().int(),
  contractNo: z.string(),
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  agreementType: z.enum(AGREEMENT_TYPES),
  status: z.enum(['0', '1', '2']),
  html: z.string(),
  pdfUrl: z.string().nullable(),
  signedName: z.string().nullable(),
  signedAt: z.string().nullable(),
  signedIp: z.string().nullable(),
  documentHash: z.string().nullable(),
  terminateReason: z.string().nullable(),
  terminatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContractView = z.infer<typeof ContractView>;

/** POST …/sign: the legal representative's name typed as a signature, and a one-time code. */
export const ContractSignBody = z.object({
  signName: text(ONBOARDING_LIMITS.personNameMax),
  code,
});
export type ContractSignBody = z.infer<typeof ContractSignBody>;

/** GET /client/onboarding/list */
export const ApplicationListQuery = PageQuery.extend({
  status: z.enum(STATUSES).optional(),
});
export type ApplicationListQuery = z.infer<typeof ApplicationListQuery>;
export const ApplicationPage = pageSchema(ApplicationView);

export const ApplicationIdParams = z.object({ id: z.coerce.number().int().positive() });

/** POST /client/onboarding/:id/approve */
export const ApplicationApproveBody = z.object({ creditGrade: z.enum(GRADES) });
export type ApplicationApproveBody = z.infer<typeof ApplicationApproveBody>;

/** POST /client/onboarding/:id/reject */
export const ApplicationRejectBody = z.object({ reason: text(ONBOARDING_LIMITS.reasonMax) });
export type ApplicationRejectBody = z.infer<typeof ApplicationRejectBody>;

/** GET /client/contract/list */
export const ContractListQuery = PageQuery.extend({
  status: z.enum(['0', '1', '2']).optional(),
  agreementType: z.enum(AGREEMENT_TYPES).optional(),
  enterpriseId: z.coerce.number().int().positive().optional(),
});
export type ContractListQuery = z.infer<typeof ContractListQuery>;
export const ContractRow = ContractView.omit({ html: true });
export type ContractRow = z.infer<typeof ContractRow>;
export const ContractPage = pageSchema(ContractRow);

/** POST /client/contract/issue: staff issue a price-change (02) or supplementary (03) agreement. */
export const ContractIssueBody = z.object({
  enterpriseId: z.coerce.number().int().positive(),
  agreementType: z.enum(['02', '03']),
  terms: text(2000),
});
export type ContractIssueBody = z.infer<typeof ContractIssueBody>;

/** POST /client/contract/:id/terminate */
export const ContractTerminateBody = z.object({ reason: text(ONBOARDING_LIMITS.reasonMax) });
export type ContractTerminateBody = z.infer<typeof ContractTerminateBody>;
