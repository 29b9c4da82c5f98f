import { useMemo } from 'react';
import { selectIsApproved } from '@/features/auth';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { useGetCartQuery } from './api';

/** The approved customer's cart (skipped for visitors and pending accounts). */
export function useCart() {
  const approved = useAppSelector(selectIsApproved);
  return useGetCartQuery(undefined, { skip: !approved });
}

/** Ids of the products in the cart, or null while unknown. */
export function useCartProductIds(): Set<number> | null {
  const { data } = useCart();
  return useMemo(() => (data ? new Set(data.carts.map((l) => l.product_id)) : null), [data]);
}

/** The header badge counts cart lines. */
export function useCartCount(): number {
  const { data } = useCart();
  return data?.carts.length ?? 0;
}
