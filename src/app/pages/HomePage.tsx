// / (spec 2, "Home"): the content feature's home page with the catalogue's categories, product
// rails and quick view, whose Add / View and quick-view buttons are the cart feature's.
import { AddToCartButton } from '@/features/cart';
import { HomeCatalogue } from '@/features/catalog';
import { HomePage as ContentHome } from '@/features/content';

export default function HomePage() {
  return (
    <ContentHome
      catalogue={
        <HomeCatalogue
          cardActions={(product) => <AddToCartButton product={product} />}
          quickViewBuy={(product, quantity) => <AddToCartButton product={product} quantity={quantity} variant="detail" />}
        />
      }
    />
  );
}
