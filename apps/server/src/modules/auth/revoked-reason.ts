import type { MessageKey } from '@console/domain/messages';

/** Why a session ended, as kept in auth_session.revoked_reason. */
export type RevokedReason =
  | 'signout'
  | 'admin'
  | 'frozen'
  | 'enterprise_frozen'
  | 'password_changed'
  | 'password_reset'
  | 'refresh_reuse';

const MESSAGE: Record<RevokedReason, MessageKey> = {
  signout: 'tokenRevoked',
  admin: 'sessionForcedOut',
  frozen: 'accountFrozen',
  enterprise_frozen: 'enterpriseFrozen',
  password_changed: 'sessionPasswordChanged',
  password_reset: 'sessionPasswordReset',
  refresh_reuse: 'tokenRevoked',
};

/**
 * The 401 message of a token whose session was ended: the real reason, which the console's login page shows (a
 * user signed out by a frozen enterprise or a reset password learns that, not that the session "expired").
 */
export function revokedMessage(reason: string | null | undefined): MessageKey {
  return (reason && MESSAGE[reason as RevokedReason]) || 'tokenRevoked';
}
