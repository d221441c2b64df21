import type { UserMenu } from '@console/domain/schemas/system';
import { getData } from '../../../lib/http/client';

export function getMenu(username: string): Promise<UserMenu> {
  return getData<UserMenu>(`system/menu/${encodeURIComponent(username)}`, undefined, { silent: true });
}
