import { z } from 'zod';
import { LOGIN_EVENTS } from '../login-events.js';
import { PageQuery, pageSchema } from './list.js';

/** Platform administration (issue 13): users, roles, operation log, login log, online sessions. */

const USER_TYPES = ['01', '02'] as const;
const STATUSES = ['0', '1'] as const;
const DATA_SCOPES = ['1', '2', '3'] as const;

/** A comma-joined list in a form body, or a JSON array. */
const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/[,\n]/)
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(item).max(max),
  );

/** One IPv4/IPv6 address or CIDR range of a user's allow-list. */
export const IpRule = z
  .string()
  .trim()
  .min(2)
  .max(64)
  .regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/);
export const USER_IP_RULES_MAX = 20;

export const RoleIdList = listOf(z.coerce.number().int().positive(), 50);

export const UserListQuery = PageQuery.extend({
  userType: z.enum(USER_TYPES).optional(),
  status: z.enum(STATUSES).optional(),
  roleId: z.coerce.number().int().positive().optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

export const UserRow = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  userType: z.enum(USER_TYPES),
  status: z.enum(STATUSES),
  enterpriseId: z.number().int().nullable(),
  enterpriseName: z.string().nullable(),
  /** the enterprise user's department (issue 21) */
  deptId: z.number().int().nullable(),
  deptName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  socketId: z.string().nullable(),
  ipAllowList: z.array(z.string()),
  mustChangePassword: z.boolean(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })),
  createdAt: z.string(),
});
export type UserRow = z.infer<typeof UserRow>;
export const UserPage = pageSchema(UserRow);

const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(max).nullable().optional());

/** Fields an administrator sets on a user (create and edit). */
const userFields = {
  name: z.string().trim().min(1).max(64),
  phone: optionalText(20),
  email: z.preprocess((v) => (v === '' ? null : v), z.email().max(100).nullable().optional()),
  ipAllowList: listOf(IpRule, USER_IP_RULES_MAX).optional(),
  /** the department of an enterprise user (one of their enterprise's); null: none */
  deptId: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().positive().nullable().optional()),
  /** the chat id; enterprise users (02) only */
  socketId: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/)
      .nullable()
      .optional(),
  ),
};

/** POST /system/user: a new account; the answer carries its one-time password. */
export const UserCreateBody = z.object({
  username: z
    .string()
    .trim()
    .min(2)
    .max(64)
    .regex(/^[A-Za-z0-9_.@-]+$/),
  userType: z.enum(USER_TYPES),
  enterpriseId: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
  roleIds: RoleIdList.default([]),
  ...userFields,
});
export type UserCreateBody = z.infer<typeof UserCreateBody>;
export type UserCreateInput = z.input<typeof UserCreateBody>;

/** PUT /system/user/:id */
export const UserUpdateBody = z.object(userFields);
export type UserUpdateBody = z.infer<typeof UserUpdateBody>;

/** The one-time password of a new or reset account: shown once, to be changed at the next sign-in. */
export const OneTimePassword = z.object({ id: z.number().int(), password: z.string() });
export type OneTimePassword = z.infer<typeof OneTimePassword>;

/** A check box sent form-encoded ('true'/'false') or as JSON. */
const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** Roles */
export const RoleListQuery = PageQuery.extend({ status: z.enum(STATUSES).optional() });
export type RoleListQuery = z.infer<typeof RoleListQuery>;

export const RoleRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  status: z.enum(STATUSES),
  isSuper: z.boolean(),
  /** holders must sign in with two factors (TOTP) */
  requireMfa: z.boolean(),
  /** which rows its holders see (enums dataScope) */
  dataScope: z.enum(DATA_SCOPES),
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type RoleRow = z.infer<typeof RoleRow>;
export const RolePage = pageSchema(RoleRow);

export const RoleOption = z.object({ id: z.number().int(), name: z.string(), code: z.string(), status: z.string() });
export type RoleOption = z.infer<typeof RoleOption>;

export const RoleBody = z.object({
  name: z.string().trim().min(1).max(64),
  code: z
    .string()
    .trim()
    .min(2)
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_:-]*$/),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  status: z.enum(STATUSES).default('1'),
  menuIds: listOf(z.coerce.number().int().positive(), 1000).default([]),
  requireMfa: flag.default(false),
  dataScope: z.enum(DATA_SCOPES).default('1'),
});
export type RoleBody = z.infer<typeof RoleBody>;
export type RoleInput = z.input<typeof RoleBody>;

export const RoleDetail = RoleRow.extend({ menuIds: z.array(z.number().int()) });
export type RoleDetail = z.infer<typeof RoleDetail>;

/** One node of the grant tree: directories, pages and buttons (permission codes). */
export interface MenuNode {
  id: number;
  parentId: number | null;
  menuType: 'M' | 'C' | 'F';
  title: string;
  titleEn: string | null;
  perms: string | null;
  children?: MenuNode[];
}
export const MenuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    menuType: z.enum(['M', 'C', 'F']),
    title: z.string(),
    titleEn: z.string().nullable(),
    perms: z.string().nullable(),
    children: z.array(MenuNodeSchema).optional(),
  }),
);
export const MenuNodeTree = z.array(MenuNodeSchema);

/** Operation log */
export const OPER_OUTCOMES = ['success', 'failure'] as const;
export const OperLogQuery = PageQuery.extend({
  outcome: z.enum(OPER_OUTCOMES).optional(),
  entity: z.string().trim().max(40).optional(),
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']).optional(),
});
export type OperLogQuery = z.infer<typeof OperLogQuery>;

export const OperLogRow = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  method: z.string(),
  route: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  summary: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  statusCode: z.number().int(),
  outcome: z.enum(OPER_OUTCOMES),
  ip: z.string().nullable(),
  durationMs: z.number().int(),
  createdAt: z.string(),
});
export type OperLogRow = z.infer<typeof OperLogRow>;
export const OperLogPage = pageSchema(OperLogRow);

/** Login log */
export { LOGIN_EVENTS } from '../login-events.js';
export const LoginLogQuery = PageQuery.extend({ event: z.enum(LOGIN_EVENTS).optional() });
export type LoginLogQuery = z.infer<typeof LoginLogQuery>;

export const LoginLogRow = z.object({
  id: z.number().int(),
  username: z.string(),
  userId: z.number().int().nullable(),
  event: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type LoginLogRow = z.infer<typeof LoginLogRow>;
export const LoginLogPage = pageSchema(LoginLogRow);

/** Online sessions */
export const SessionListQuery = PageQuery.extend({});
export type SessionListQuery = z.infer<typeof SessionListQuery>;

export const SessionRow = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  userType: z.enum(USER_TYPES),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof SessionRow>;
export const SessionPage = pageSchema(SessionRow);

/** Notice publishing: targets B (enterprise users), C (freelancers), R (platform staff). */
export const NOTICE_TARGETS = ['B', 'C', 'R'] as const;
export const NOTICE_TITLE_MAX = 100;
export const NOTICE_CONTENT_MAX = 2000;
export const NOTICE_RECIPIENTS_MAX = 500;
export const PUBLICATION_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;

export const NoticePublishBody = z.object({
  title: z.string().trim().min(1).max(NOTICE_TITLE_MAX),
  content: z.string().trim().min(1).max(NOTICE_CONTENT_MAX),
  target: z.enum(NOTICE_TARGETS),
  /** the chosen console users (B, R) or freelancers (C); empty = everyone of the target */
  recipientIds: listOf(z.coerce.number().int().positive(), NOTICE_RECIPIENTS_MAX).default([]),
  /** ISO time to send at; empty or past = now */
  sendAt: z.preprocess((v) => (v === '' ? undefined : v), z.iso.datetime({ offset: true }).optional()),
});
export type NoticePublishBody = z.infer<typeof NoticePublishBody>;
export type NoticePublishInput = z.input<typeof NoticePublishBody>;

export const PublicationListQuery = PageQuery.extend({
  target: z.enum(NOTICE_TARGETS).optional(),
  status: z.enum(PUBLICATION_STATUSES).optional(),
});
export type PublicationListQuery = z.infer<typeof PublicationListQuery>;

export const PublicationRow = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  target: z.enum(NOTICE_TARGETS),
  recipientCount: z.number().int(),
  status: z.enum(PUBLICATION_STATUSES),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
  sentCount: z.number().int(),
  readCount: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicationRow = z.infer<typeof PublicationRow>;
export const PublicationPage = pageSchema(PublicationRow);

export const RecipientQuery = z.object({
  target: z.enum(NOTICE_TARGETS),
  keyword: z.string().trim().max(64).optional(),
});
export const RecipientOption = z.object({ id: z.number().int(), label: z.string() });
export type RecipientOption = z.infer<typeof RecipientOption>;

/** Enterprises as the platform keeps them: list, detail, credit grade / account status / cooperation. */
const CREDIT_GRADES = ['A+', 'A', 'B', 'C', '-'] as const;
const ONBOARDING = ['0', '1', '2', '3', '4'] as const;
export const STANDING_REASON_MAX = 200;

export const EnterpriseListQuery = PageQuery.extend({
  status: z.enum(STATUSES).optional(),
  creditGrade: z.enum(CREDIT_GRADES).optional(),
  cooperation: z.enum(STATUSES).optional(),
  onboardingStatus: z.enum(ONBOARDING).optional(),
});
export type EnterpriseListQuery = z.infer<typeof EnterpriseListQuery>;

export const EnterpriseRow = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  parkName: z.string().nullable(),
  /** masked as the spec masks names and phones */
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  status: z.enum(STATUSES),
  creditGrade: z.enum(CREDIT_GRADES),
  cooperation: z.enum(STATUSES),
  onboardingStatus: z.enum(ONBOARDING),
  balance: z.string(),
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type EnterpriseRow = z.infer<typeof EnterpriseRow>;
export const EnterprisePage = pageSchema(EnterpriseRow);

export const EnterpriseDetail = EnterpriseRow.extend({
  legalPerson: z.string().nullable(),
  address: z.string().nullable(),
  users: z.array(z.object({ id: z.number().int(), username: z.string(), name: z.string(), status: z.string() })),
  contracts: z.array(
    z.object({
      id: z.number().int(),
      contractNo: z.string(),
      agreementType: z.string(),
      status: z.string(),
      signedAt: z.string().nullable(),
    }),
  ),
  /** account managers: staff whose "assigned" data scope covers it */
  managers: z.array(z.object({ userId: z.number().int(), username: z.string(), name: z.string() })),
});
export type EnterpriseDetail = z.infer<typeof EnterpriseDetail>;

/** PUT /system/enterprise/:id/standing: at least one change, always with a reason. */
export const EnterpriseStandingBody = z
  .object({
    creditGrade: z.enum(CREDIT_GRADES).optional(),
    status: z.enum(STATUSES).optional(),
    cooperation: z.enum(STATUSES).optional(),
    reason: z.string().trim().min(2).max(STANDING_REASON_MAX),
  })
  .refine((b) => b.creditGrade !== undefined || b.status !== undefined || b.cooperation !== undefined, {
    message: 'creditGrade, status or cooperation',
    path: ['status'],
  });
export type EnterpriseStandingBody = z.infer<typeof EnterpriseStandingBody>;

/** The staff task review queue: tasks pending review (status 1) across enterprises. */
export const ReviewQueueQuery = PageQuery.extend({});
export type ReviewQueueQuery = z.infer<typeof ReviewQueueQuery>;
export const ReviewQueueRow = z.object({
  id: z.number().int(),
  taskNo: z.string(),
  title: z.string(),
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  price: z.string(),
  pricingUnit: z.string(),
  headcount: z.number().int(),
  submittedAt: z.string().nullable(),
});
export type ReviewQueueRow = z.infer<typeof ReviewQueueRow>;
export const ReviewQueuePage = pageSchema(ReviewQueueRow);

/** The menu tree editor: every field of a menu row. */
export const MenuRow = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  menuType: z.enum(['M', 'C', 'F']),
  path: z.string(),
  name: z.string(),
  component: z.string().nullable(),
  title: z.string(),
  titleEn: z.string().nullable(),
  icon: z.string().nullable(),
  sort: z.number().int(),
  hidden: z.boolean(),
  affix: z.boolean(),
  noCache: z.boolean(),
  keepAlive: z.boolean(),
  isExternal: z.boolean(),
  activeMenu: z.string().nullable(),
  perms: z.string().nullable(),
  status: z.enum(STATUSES),
});
export type MenuRow = z.infer<typeof MenuRow>;

const text = (max: number) =>
  z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(max).nullable().optional());

export const MenuBody = z.object({
  parentId: z.preprocess(
    (v) => (v === '' || v === 0 || v === '0' ? null : v),
    z.coerce.number().int().positive().nullable(),
  ),
  menuType: z.enum(['M', 'C', 'F']),
  title: z.string().trim().min(1).max(100),
  titleEn: text(100),
  path: z.string().trim().max(200).default(''),
  name: z.string().trim().max(100).default(''),
  component: text(200),
  icon: text(100),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  hidden: flag.default(false),
  affix: flag.default(false),
  noCache: flag.default(false),
  keepAlive: flag.default(true),
  isExternal: flag.default(false),
  activeMenu: text(200),
  perms: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .trim()
      .max(100)
      .regex(/^[A-Za-z][A-Za-z0-9_:-]*$/)
      .nullable()
      .optional(),
  ),
  status: z.enum(STATUSES).default('1'),
});
export type MenuBody = z.infer<typeof MenuBody>;
export type MenuInput = z.input<typeof MenuBody>;

/** An enterprise's department tree (issue 21): enterprise users belong to one; a data scope may follow it. */
export const DeptNode = z.object({
  id: z.number().int(),
  enterpriseId: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  sort: z.number().int(),
  userCount: z.number().int(),
});
export type DeptNode = z.infer<typeof DeptNode>;
export const DeptList = z.array(DeptNode);

/** GET /system/dept/list: staff name the enterprise; an enterprise user always gets their own. */
export const DeptListQuery = z.object({
  enterpriseId: z.coerce.number().int().positive().optional(),
});
export type DeptListQuery = z.infer<typeof DeptListQuery>;

export const DeptBody = z.object({
  name: z.string().trim().min(1).max(64),
  parentId: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().positive().nullable().default(null)),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type DeptBody = z.infer<typeof DeptBody>;
export type DeptInput = z.input<typeof DeptBody>;

/** POST /system/dept: the enterprise is the caller's own for an enterprise user, named by staff. */
export const DeptCreateBody = DeptBody.extend({
  enterpriseId: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
});
export type DeptCreateBody = z.infer<typeof DeptCreateBody>;

/** An enterprise's account managers: the staff whose "assigned" scope covers it. */
export const EnterpriseManager = z.object({ userId: z.number().int(), username: z.string(), name: z.string() });
export type EnterpriseManager = z.infer<typeof EnterpriseManager>;
export const EnterpriseManagerList = z.array(EnterpriseManager);
export const EnterpriseManagersBody = z.object({ userIds: listOf(z.coerce.number().int().positive(), 50) });
export type EnterpriseManagersBody = z.infer<typeof EnterpriseManagersBody>;
