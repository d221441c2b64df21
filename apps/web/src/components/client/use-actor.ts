import { type Actor, consoleActorOf } from '@console/domain/workflows/workflow';
import { usePermission } from '../../lib/permissions';
import { useSession } from '../../lib/session';

/** The workflow actor of the signed-in user (staff 01, enterprise 02) and a permission test for `can`. */
export function useActor(): { actor: Actor; has: (code: string) => boolean; isStaff: boolean } {
  const userType = useSession((s) => s.user?.userType);
  const can = usePermission();
  const actor: Actor = consoleActorOf(userType);
  return { actor, has: (code) => can({ any: [code] }), isStaff: actor === 'staff' };
}

export { useLocale } from '../../lib/i18n/use-locale';
