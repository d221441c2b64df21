import type { UserType } from '@console/domain/enums';

/**
 * The signed-in user as every route sees them: read with the token, kept until the session, the user or the
 * grants change (modules/auth/principal-cache.ts). Shared by the requests of one token: never modify it.
 */
export interface Principal {
  userId: number;
  username: string;
  name: string;
  userType: UserType;
  /** set for enterprise users (02): every query they make is limited to it */
  enterpriseId: number | null;
  sessionId: number;
  roleCodes: string[];
  roleNames: string[];
  isSuper: boolean;
  permissions: ReadonlySet<string>;
  /** the union of the roles' data scopes (issue 21; db/data-scope.ts turns it into a query condition) */
  dataScope: DataScopeGrant;
  /** the password is a one-time one an administrator set: only the calls to change it are open */
  mustChangePassword: boolean;
  /** TOTP is on for the account (a step-up may then use a code) */
  mfaEnabled: boolean;
  /** a role held requires two-factor sign-in */
  mfaRequired: boolean;
  /** a role requires two factors and TOTP is not on: only the enrolment calls are open */
  mfaEnrolmentRequired: boolean;
  /** the rest of the account as the session-user call shows it, read in the same round trip */
  account: PrincipalAccount;
}

/**
 * Which rows a user's roles let them see: all (staff: every enterprise; enterprise user: the whole enterprise),
 * assigned (staff: enterprises they manage; enterprise user: their department and those below), own (rows they
 * created). Several roles: any of them.
 */
export interface DataScopeGrant {
  all: boolean;
  assigned: boolean;
  own: boolean;
}

export interface PrincipalAccount {
  phone: string | null;
  email: string | null;
  socketId: string | null;
  wxHead: string | null;
  isValidator: string;
  ipAllowList: string[];
  enterpriseName: string | null;
  parkName: string | null;
}

/**
 * A principal acting in one request, with the address it came from: what a change's timeline entry records
 * (db/record-events.ts). Made per request by `callerOf`; the principal itself is shared and never modified.
 */
export type Caller = Principal & { readonly ip?: string | null };

export function hasPermission(p: Principal, code: string): boolean {
  return p.isSuper || p.permissions.has(code);
}

/** The signed-in freelancer client (the mini-app side) of a route declared 'freelancer'. */
export interface FreelancerPrincipal {
  freelancerId: number;
  name: string;
  phone: string;
  /** the chat id (role C) */
  socketId: string;
  wxHead: string | null;
}

/** A company applying to join (route declared 'applicant'): its application, reached by phone and one-time code. */
export interface ApplicantPrincipal {
  applicationId: number;
  phone: string;
  tokenId: number;
}
