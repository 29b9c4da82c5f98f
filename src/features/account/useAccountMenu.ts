// The account menu the signed-in user may use: the Team line only for their company's Admin (the
// server refuses the others anyway). Until the role is known, admin-only lines stay hidden.
import { useMyCompanyRole } from '@/features/auth';
import { ACCOUNT_MENU, type AccountMenuItem } from './accountMenu';

export function useAccountMenu(): readonly AccountMenuItem[] {
  const role = useMyCompanyRole();
  return ACCOUNT_MENU.filter((item) => !('adminOnly' in item && item.adminOnly) || role === 'admin');
}
