// Reloads the signed-in customer (GET /customer-profile) when an account page opens, so that an
// approval (or any change made elsewhere) shows without signing out and in again.
import { useEffect } from 'react';
import { customerUpdated, selectCustomer } from '@/features/auth';
import { baseApi } from '@/shared/api/baseApi';
import { useAppDispatch } from '@/shared/lib/storeHooks';
import type { AppState } from '@/shared/lib/storeHooks';
import { useGetProfileQuery } from '../api';

export function useProfileRefresh() {
  const dispatch = useAppDispatch();
  const { data } = useGetProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (!data) return;
    dispatch((inner, getState) => {
      const before = selectCustomer(getState() as AppState)?.status;
      inner(customerUpdated(data));
      // Prices, the cart and credit depend on approval: what was cached under the old status is stale.
      if (before && before !== data.status) inner(baseApi.util.invalidateTags(['Products', 'Cart', 'Credit', 'Checkout']));
    });
  }, [data, dispatch]);
}
