import { z } from 'zod';

/** POST /auth/oauth/token, form-encoded as the spec's client sends it. */
export const TokenRequestBody = z.object({
  grant_type: z.enum(['password', 'refresh_token', 'mfa_otp']),
  username: z.string().trim().max(64).optional(),
  password: z.string().max(128).optional(),
  refresh_token: z.string().max(200).optional(),
  /** mfa_otp: the token the password grant answered, and a TOTP code or a recovery code */
  mfa_token: z.string().max(200).optional(),
  otp: z.string().trim().max(32).optional(),
  scope: z.string().optional(),
});
export type TokenRequestBody = z.infer<typeof TokenRequestBody>;

export const TokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().describe('seconds until the access token expires'),
  refresh_expires_in: z.number().int(),
  /** present (true) when an administrator set the password: the console sends the user to change it */
  must_change_password: z.boolean().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** The password grant's answer for an account with TOTP on: no tokens, a second step to complete with mfa_otp. */
export const MfaChallengeResponse = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
  /** seconds the second step stays open */
  expires_in: z.number().int(),
});
export type MfaChallengeResponse = z.infer<typeof MfaChallengeResponse>;

/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx), as typed. */
export const SecondFactorCode = z.string().trim().min(1).max(32);

/** GET /auth/mfa: the caller's two-factor state. */
export const MfaStatus = z.object({
  enabled: z.boolean(),
  /** a role of the user requires two factors */
  required: z.boolean(),
  /** recovery codes not used yet (0 while off) */
  recoveryCodesLeft: z.number().int(),
  enabledAt: z.string().nullable(),
});
export type MfaStatus = z.infer<typeof MfaStatus>;

/** POST /auth/mfa/totp/setup: the new secret (base32) and the URL its QR code carries. */
export const TotpSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetup = z.infer<typeof TotpSetup>;

export const TotpCodeBody = z.object({ code: SecondFactorCode });
export type TotpCodeBody = z.infer<typeof TotpCodeBody>;

/** POST /auth/mfa/totp/enable: the ten recovery codes, shown this once. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** POST /auth/step-up: one proof, the password or a code. */
export const StepUpBody = z.object({
  password: z.string().max(128).optional(),
  otp: SecondFactorCode.optional(),
});
export type StepUpBody = z.infer<typeof StepUpBody>;

export const StepUpResult = z.object({ expiresIn: z.number().int().describe('seconds the proof counts for') });
export type StepUpResult = z.infer<typeof StepUpResult>;

/** `data` of a 403 that asks for a step-up: the console asks for the proof and sends the request again. */
export const StepUpDemand = z.object({ stepUp: z.literal(true), methods: z.array(z.enum(['password', 'otp'])) });
export type StepUpDemand = z.infer<typeof StepUpDemand>;

/** The spec's session user, plus the tax park and role codes. */
export const SessionUser = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  roleName: z.string().describe('role names, comma-joined'),
  roleCodes: z.array(z.string()),
  userType: z.enum(['01', '02']),
  ipStatus: z.union([z.literal(0), z.literal(1)]),
  isValidator: z.string(),
  socketId: z.string().nullable(),
  wxHead: z.string().nullable(),
  enterpriseId: z.number().int().nullable(),
  enterpriseName: z.string().nullable(),
  parkName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** the password was set by an administrator and must be changed before anything else */
  mustChangePassword: z.boolean().optional(),
  /** TOTP is on for the account */
  mfaEnabled: z.boolean().optional(),
  /** a role requires two factors and TOTP is not on yet: the console shows only the enrolment */
  mfaEnrolmentRequired: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const IpStatusQuery = z.object({ username: z.string().trim().min(1).max(64) });
