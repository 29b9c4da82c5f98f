// What a buyer comes to the home page for: the categories and product rails (new arrivals, best
// rated) of the real catalogue, each card with a quick view. Buttons come from the page. Until the
// catalogue answers, skeletons of the same size hold its place, so nothing below moves when it
// arrives; on a phone the categories and each rail are one row that scrolls sideways.
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

/** The placeholder of a product card: the card's own boxes, empty, so it is exactly a card's size. */
function SkeletonCard() {
  return (
    <div className="card card--skeleton" aria-hidden="true">
      <div className="card__media" />
      <div className="card__body">
        <p className="card__meta">&nbsp;</p>
        <p className="card__title">&nbsp;</p>
        <ul className="card__specs" />
        <div className="card__price" />
        <p className="stock">&nbsp;</p>
        <div className="card__actions">
          <span className="btn btn--ghost skeleton-block">&nbsp;</span>
        </div>
      </div>
    </div>
  );
}

/** How many products each rail holds (the server's home-products sends this many). */
const RAIL_SIZE = 8;
/** Placeholder tiles while the categories load: two rows of the desktop grid. */
const CATEGORY_PLACEHOLDERS = 10;

function Rail({ id, title, products, showPrice, actions }: { id: string; title: string; products: Product[] | undefined; showPrice: boolean; actions: (p: Product) => ReactNode }) {
  if (products && !products.length) return null;
  return (
    <section className="container home-rail" aria-labelledby={`${id}-title`} aria-busy={products ? undefined : true}>
      <div className="home-rail__head">
        <h2 id={`${id}-title`} className="section-title">
          {title}
        </h2>
        <Link to="/shop">View all products</Link>
      </div>
      {/* A list the screen reader counts; on a phone it scrolls sideways, each card a snap point
          reached by Tab through its links and buttons. */}
      <ul className="home-rail__track">
        {products
          ? products.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} showPrice={showPrice} actions={actions(p)} />
              </li>
            ))
          : Array.from({ length: RAIL_SIZE }, (_, i) => (
              <li key={`placeholder-${i}`}>
                <SkeletonCard />
              </li>
            ))}
      </ul>
    </section>
  );
}

export function HomeCatalogue({ cardActions, quickViewBuy }: Props) {
  const showPrice = useAppSelector(selectIsApproved);
  // A failed answer shows nothing rather than a skeleton for ever.
  const { data: categories, isError: noCategories } = useGetCategoriesQuery();
  const { data: rails, isError: noRails } = useGetHomeProductsQuery();
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
      {noCategories ? null : !categories || categories.length ? (
        <section className="container home-categories" aria-labelledby="home-categories-title" aria-busy={categories ? undefined : true}>
          <h2 id="home-categories-title" className="section-title">
            Shop by category
          </h2>
          <ul className="home-categories__list">
            {categories
              ? categories.map((c) => (
                  <li key={c.id}>
                    <Link to={`/${c.slug}`} className="home-categories__tile">
                      <span className="home-categories__name">{c.title}</span>
                      <span className="home-categories__subs">{c.sub_categories.slice(0, 3).map((s) => s.title).join(' · ')}</span>
                    </Link>
                  </li>
                ))
              : Array.from({ length: CATEGORY_PLACEHOLDERS }, (_, i) => (
                  <li key={`placeholder-${i}`} aria-hidden="true">
                    <span className="home-categories__tile home-categories__tile--skeleton">
                      <span className="home-categories__name">&nbsp;</span>
                      <span className="home-categories__subs">&nbsp;</span>
                    </span>
                  </li>
                ))}
          </ul>
        </section>
      ) : null}
      <Rail id="new-arrivals" title="New arrivals" products={noRails ? [] : rails?.new_arrivals} showPrice={showPrice} actions={actions} />
      <Rail id="best-rated" title="Best rated" products={noRails ? [] : rails?.best_rated} showPrice={showPrice} actions={actions} />
      {quickView ? <ProductQuickView product={quickView} onClose={() => setQuickView(null)} buyButton={quickViewBuy} /> : null}
    </>
  );
}
