// What a buyer comes to the home page for: the categories and product rails (new arrivals, best
// rated) of the real catalogue, each card with a quick view. Buttons come from the page.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@contracts/catalog';
import { selectIsApproved } from '@/features/auth';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { useGetCategoriesQuery, useGetHomeProductsQuery } from '../api';
import { ProductCard } from './ProductCard';
import { ProductQuickView } from './ProductQuickView';
import '../home.css';

interface Props {
  /** A card's buttons beside Quick view (Add / View). */
  cardActions?: (product: Product) => ReactNode;
  /** The quick view's buy button, with its quantity. */
  quickViewBuy?: (product: Product, quantity: number) => ReactNode;
}

function Rail({ id, title, products, showPrice, actions }: { id: string; title: string; products: Product[]; showPrice: boolean; actions: (p: Product) => ReactNode }) {
  if (!products.length) return null;
  return (
    <section className="container home-rail" aria-labelledby={`${id}-title`}>
      <div className="home-rail__head">
        <h2 id={`${id}-title`} className="section-title">
          {title}
        </h2>
        <Link to="/shop">View all products</Link>
      </div>
      <div className="grid grid--4">
        {products.map((p) => (
          <ProductCard key={p.id} product={p} showPrice={showPrice} actions={actions(p)} />
        ))}
      </div>
    </section>
  );
}

export function HomeCatalogue({ cardActions, quickViewBuy }: Props) {
  const showPrice = useAppSelector(selectIsApproved);
  const { data: categories } = useGetCategoriesQuery();
  const { data: rails } = useGetHomeProductsQuery();
  const [quickView, setQuickView] = useState<Product | null>(null);
  const actions = (p: Product) => (
    <>
      <button type="button" className="btn btn--ghost" onClick={() => setQuickView(p)} aria-label={`Quick view of ${p.product_name}`}>
        Quick view
      </button>
      {cardActions?.(p)}
    </>
  );
  return (
    <>
      {categories?.length ? (
        <section className="container home-categories" aria-labelledby="home-categories-title">
          <h2 id="home-categories-title" className="section-title">
            Shop by category
          </h2>
          <ul className="home-categories__list">
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={`/${c.slug}`} className="home-categories__tile">
                  <span className="home-categories__name">{c.title}</span>
                  {c.sub_categories.length ? (
                    <span className="home-categories__subs">{c.sub_categories.slice(0, 3).map((s) => s.title).join(' · ')}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Rail id="new-arrivals" title="New arrivals" products={rails?.new_arrivals ?? []} showPrice={showPrice} actions={actions} />
      <Rail id="best-rated" title="Best rated" products={rails?.best_rated ?? []} showPrice={showPrice} actions={actions} />
      {quickView ? <ProductQuickView product={quickView} onClose={() => setQuickView(null)} buyButton={quickViewBuy} /> : null}
    </>
  );
}
