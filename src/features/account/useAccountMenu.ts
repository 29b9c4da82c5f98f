// The account menu the signed-in user may use: a line with `roles` only for those roles (Team for
// the Admin, Quick Order for the buying roles; the server refuses the others anyway). Until the role
// is known, those lines stay hidden.
import { useMyCompanyRole } from '@/features/auth';
import { ACCOUNT_MENU, type AccountMenuItem } from './accountMenu';

export function useAccountMenu(): readonly AccountMenuItem[] {
  const role = useMyCompanyRole();
  return ACCOUNT_MENU.filter((item) => !('roles' in item) || (role !== null && item.roles.includes(role)));
}
