// /product/:slug (spec 2, "Product detail"): the catalogue's product with the cart and quotes
// features' buttons and the content feature's social links in the share menu.
import { useParams } from 'react-router-dom';
import { AddToCartButton } from '@/features/cart';
import { ProductDetails } from '@/features/catalog';
import { useGetSocialLinksQuery } from '@/features/content';
import { QuoteButton } from '@/features/quotes';

export default function ProductPage() {
  const { slug = '' } = useParams();
  const { data: socialLinks } = useGetSocialLinksQuery();
  return (
    // Keyed by slug: quantity and tab start fresh on every product (related items stay on this route).
    <ProductDetails
      key={slug}
      slug={slug}
      socialLinks={socialLinks}
      buyButton={(product, quantity) => (
        <>
          <AddToCartButton product={product} quantity={quantity} variant="detail" />
          <QuoteButton product={product} quantity={quantity} />
        </>
      )}
      relatedAction={(product) => <AddToCartButton product={product} />}
    />
  );
}
