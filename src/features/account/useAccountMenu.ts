// The account menu the signed-in user may use: the Team line only for their company's Admin (the
// server refuses the others anyway). Until the role is known, admin-only lines stay hidden.
import { selectToken } from '@/features/auth';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { ACCOUNT_MENU, type AccountMenuItem } from './accountMenu';
import { useGetMyCompanyUserQuery } from './api';

export function useMyCompanyRole() {
  const token = useAppSelector(selectToken);
  const { data } = useGetMyCompanyUserQuery(token ?? '', { skip: !token });
  return data?.role ?? null;
}

export function useAccountMenu(): readonly AccountMenuItem[] {
  const role = useMyCompanyRole();
  return ACCOUNT_MENU.filter((item) => !('adminOnly' in item && item.adminOnly) || role === 'admin');
}
