// A product's current price for an approved customer, read from its product page's data (shared
// with the product page's cache), for screens that hold only a stored copy of the product.
import { PriceBlock } from '@/shared/ui/PriceBlock';
import { useGetProductBySlugQuery } from '../api';

export function CurrentPrice({ slug }: { slug: string }) {
  const { data, isLoading, isError } = useGetProductBySlugQuery(slug);
  if (isLoading) return <span className="muted">Loading price...</span>;
  if (isError || !data) return <span className="muted">Price not available</span>;
  return <PriceBlock visible {...data} />;
}
