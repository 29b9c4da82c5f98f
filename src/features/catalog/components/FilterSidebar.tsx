// Shop sidebar: categories accordion, price slider (priced customers only), brands, ratings.
import { useState } from 'react';
import type { BrandFacet, Category } from '@contracts/catalog';
import { RATING_FILTERS } from '../listingQuery';
import { PriceSlider } from './PriceSlider';

interface Props {
  categories: Category[] | undefined;
  activeCategory?: string;
  activeSubcategory?: string;
  brands: BrandFacet[];
  /** The first listing has not answered yet: the brand list keeps its place meanwhile. */
  brandsLoading: boolean;
  selectedBrands: string[];
  /** The chosen rating threshold (N stars and up), if any. */
  rating?: number;
  onRating: (rating: number) => void;
  showPrice: boolean;
  priceBounds: [number, number];
  priceRange: [number, number];
  onCategory: (slug: string) => void;
  onSubcategory: (category: string, sub: string) => void;
  onBrand: (slug: string) => void;
  onPriceDrag: (range: [number, number]) => void;
  onPriceCommit: (range: [number, number]) => void;
}

export function FilterSidebar(props: Props) {
  const { categories, activeCategory, activeSubcategory } = props;
  const [open, setOpen] = useState<string | undefined>(activeCategory);
  return (
    <div className="filters">
      <section className="filters__group" aria-labelledby="f-cat">
        <h2 id="f-cat" className="filters__title">
          Categories
        </h2>
        {/* The placeholders hold roughly the loaded lists' height, so the groups below do not jump. */}
        {!categories ? <p className="muted filters__loading filters__loading--categories">Loading categories...</p> : null}
        <ul className="accordion">
          {categories?.map((c) => {
            const expanded = open === c.slug;
            return (
              <li key={c.id} className={`accordion__item${activeCategory === c.slug ? ' is-active' : ''}`}>
                <div className="accordion__head">
                  <button type="button" className="accordion__link" onClick={() => props.onCategory(c.slug)}>
                    {c.title}
                  </button>
                  {c.sub_categories.length ? (
                    <button
                      type="button"
                      className="accordion__toggle"
                      aria-expanded={expanded}
                      aria-label={`${expanded ? 'Hide' : 'Show'} ${c.title} sub-categories`}
                      onClick={() => setOpen(expanded ? undefined : c.slug)}
                    >
                      {expanded ? '−' : '+'}
                    </button>
                  ) : null}
                </div>
                {expanded ? (
                  <ul className="accordion__body">
                    {c.sub_categories.map((s) => (
                      <li key={s.id}>
                        <button
                          type="button"
                          className={`accordion__sub${activeSubcategory === s.slug ? ' is-active' : ''}`}
                          onClick={() => props.onSubcategory(c.slug, s.slug)}
                        >
                          {s.title}
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      {props.showPrice ? (
        <section className="filters__group" aria-labelledby="f-price">
          <h2 id="f-price" className="filters__title">
            Price
          </h2>
          <PriceSlider bounds={props.priceBounds} value={props.priceRange} onChange={props.onPriceDrag} onCommit={props.onPriceCommit} />
        </section>
      ) : null}
      <section className="filters__group" aria-labelledby="f-brand">
        <h2 id="f-brand" className="filters__title">
          Brands
        </h2>
        {props.brandsLoading ? <p className="muted filters__loading filters__loading--brands">Loading brands...</p> : null}
        {!props.brandsLoading && props.brands.length === 0 ? <p className="muted">No brands for this selection.</p> : null}
        <ul className="checklist">
          {props.brands.map((b) => (
            <li key={b.id}>
              <label>
                <input type="checkbox" checked={props.selectedBrands.includes(b.slug)} onChange={() => props.onBrand(b.slug)} />
                {b.brand_name} <span className="muted">({b.count})</span>
              </label>
            </li>
          ))}
        </ul>
      </section>
      <section className="filters__group" aria-labelledby="f-rating">
        <h2 id="f-rating" className="filters__title">
          Rating
        </h2>
        <ul className="checklist">
          {RATING_FILTERS.map((r) => (
            <li key={r}>
              <label>
                <input type="checkbox" checked={props.rating === r} onChange={() => props.onRating(r)} />
                <span className="stars" aria-label={r === 5 ? '5 stars' : `${r} stars and up`}>
                  {'★'.repeat(r)}
                  <span className="stars__empty">{'★'.repeat(5 - r)}</span>
                </span>
                {r < 5 ? <span className="muted"> & up</span> : null}
              </label>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
