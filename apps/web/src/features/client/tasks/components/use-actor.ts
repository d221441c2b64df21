import { orderWorkflow } from '@console/domain/workflows/order';
import { type Actor, can } from '@console/domain/workflows/workflow';
import { Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../lib/permissions';
import { useSession } from '../../../../lib/session';

/** The workflow actor of the signed-in user (staff 01, enterprise 02) and a permission test for `can`. */
export function useActor(): { actor: Actor; has: (code: string) => boolean; isStaff: boolean } {
  const userType = useSession((s) => s.user?.userType);
  const can = usePermission();
  const actor: Actor = userType === '02' ? 'enterprise' : 'staff';
  return { actor, has: (code) => can({ any: [code] }), isStaff: actor === 'staff' };
}

/** Whether the user may invite a freelancer to a task in this status: the order workflow's invite, recruiting only. */
export function useCanInvite(): (taskStatus: string) => boolean {
  const { actor, has } = useActor();
  return (status) => status === '2' && can(orderWorkflow, 'invite', 'none', actor, has);
}

/** Drawers are 720 px wide, full width under the 992 px mobile breakpoint (antd's lg). */
export function useDrawerWidth(): number | string {
  const screens = Grid.useBreakpoint();
  return screens.lg === false ? '100%' : 720;
}

export function useLocale(): 'zh' | 'en' {
  return useTranslation().i18n.language === 'en' ? 'en' : 'zh';
}
