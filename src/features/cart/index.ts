export { AddToCartButton } from './components/AddToCartButton';
export { useCart, useCartCount, useCartProductIds } from './hooks';
export { useGetCreditLimitQuery } from './api';
