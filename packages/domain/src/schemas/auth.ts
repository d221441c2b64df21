import { z } from 'zod';

/** POST /auth/oauth/token, form-encoded as the spec's client sends it. */
export const TokenRequestBody = z.object({
  grant_type: z.enum(['password', 'refresh_token']),
  username: z.string().trim().max(64).optional(),
  password: z.string().max(128).optional(),
  refresh_token: z.string().max(200).optional(),
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
});
export type SessionUser = z.infer<typeof SessionUser>;

export const IpStatusQuery = z.object({ username: z.string().trim().min(1).max(64) });
