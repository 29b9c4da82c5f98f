// /product/:slug (spec 2, "Product detail"): the catalogue's product with the cart and quotes
// features' buttons, the lists feature's 'Add to list' and the content feature's social links in the share menu.
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { AddToCartButton } from '@/features/cart';
import { ProductDetails } from '@/features/catalog';
import { useGetSocialLinksQuery } from '@/features/content';
import { AddToListButton } from '@/features/lists';
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
          {/* Its own boundary: the page does not wait for the button's chunk. */}
          <Suspense fallback={null}>
            <AddToListButton items={[{ product_id: product.id, quantity }]} what={product.product_name} />
          </Suspense>
        </>
      )}
      relatedAction={(product) => <AddToCartButton product={product} />}
    />
  );
}
