// The signed-in user's company role, from GET /company-users/me: the pages hide what the
// role may not do (the server refuses it anyway). Null for a visitor and until the answer arrives.
import { BUYING_ROLES, type CompanyRole } from '@contracts/companyUserRules';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { useGetMyCompanyUserQuery } from './api';
import { selectToken } from './authSlice';

/** Shown where a buying role may change something (lists, quotations, paying dues) and a Viewer may only read. */
export const VIEWER_READ_ONLY = "Your role (Viewer) can read this but not change it. Ask your company's admin.";

/** Shown where a buying role sees Add to cart or checkout. */
export const VIEWER_HINT = "Your role (Viewer) can see prices but not order. Ask your company's admin.";

export function useMyCompanyRole(): CompanyRole | null {
  const token = useAppSelector(selectToken);
  const { data } = useGetMyCompanyUserQuery(undefined, { skip: !token });
  return data?.role ?? null;
}

/** False only once the role is known to be one that may not buy (a Viewer): cart and checkout are not offered. */
export function useMayBuy(): boolean {
  const role = useMyCompanyRole();
  return role === null || BUYING_ROLES.includes(role);
}
