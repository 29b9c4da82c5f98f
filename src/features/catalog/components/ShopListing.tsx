// The listing of /shop, /:category and /:category/:sub (spec 2, "Shop listing"). The page that
// shows it (app/pages/ShopPage) puts other features' parts in its slots: the cards' Compare and
// Add buttons, and the toolbar's Compare Selected link.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ListedProduct, Product } from '@contracts/catalog';
import { selectIsApproved } from '@/features/auth';
import { PAGE_SIZES } from '@/shared/config';
import { effectivePrice } from '@/shared/lib/money';
import { useAppDispatch, useAppSelector } from '@/shared/lib/storeHooks';
import { Breadcrumb, type Crumb } from '@/shared/ui/Breadcrumb';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { Pagination } from '@/shared/ui/Pagination';
import { ProcessingOverlay } from '@/shared/ui/feedback';
import { useGetCategoriesQuery, useGetProductListQuery } from '../api';
import { priceBoundsReceived, priceRangeChanged, selectPriceBounds, selectPriceRange } from '../catalogSlice';
import { listingMeta } from '../pageMeta';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { SORT_OPTIONS, listingReducer, parseListing, toSearchParams, type ListingEvent, type SortKey } from '../listingQuery';
import { FilterSidebar } from './FilterSidebar';
import { ProductCard } from './ProductCard';
import '../catalog.css';

/** Client-side price filter (spec 5) at the buyer's own price, as the server filters: inclusive; items with no price stay. */
export function withinPrice<P extends Product>(items: P[], min?: number, max?: number): P[] {
  if (min === undefined && max === undefined) return items;
  return items.filter((p) => {
    const price = effectivePrice(p);
    if (price === null) return true;
    return (min === undefined || price >= min) && (max === undefined || price <= max);
  });
}

interface ShopListingProps {
  /** The buttons of each card (compare, add to cart). */
  cardActions?: (product: Product) => ReactNode;
  /** Below each card's buttons (request a quote). */
  cardFooter?: (product: Product) => ReactNode;
  /** Shown in the toolbar after the count (e.g. Compare Selected). */
  toolbarActions?: ReactNode;
}

export function ShopListing({ cardActions, cardFooter, toolbarActions }: ShopListingProps) {
  const params = useParams<{ category?: string; sub?: string }>();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const showPrice = useAppSelector(selectIsApproved);
  const priceBounds = useAppSelector(selectPriceBounds);
  const priceRange = useAppSelector(selectPriceRange);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const query = useMemo(() => parseListing(searchParams, { category: params.category, sub: params.sub }), [searchParams, params.category, params.sub]);
  const { data: categories, isSuccess: categoriesLoaded } = useGetCategoriesQuery();
  const { data: lastData, isFetching, isError, refetch } = useGetProductListQuery({
    page: query.page,
    itemsPerPage: query.size,
    category: query.category,
    subcategory: query.subcategory,
    brands: query.brands.join(',') || undefined,
    search: query.search || undefined,
    min_price: showPrice ? query.minPrice : undefined,
    max_price: showPrice ? query.maxPrice : undefined,
    // Without prices a price order is the name order on the server too; the selector offers neither.
    sort: query.sort === 'default' || (!showPrice && query.sort.startsWith('price')) ? undefined : query.sort,
    rating: query.rating,
  });

  // While new filters load, the last result stays under the overlay. A failed load shows neither
  // the previous filters' products nor an empty result, but the failure with a Retry.
  const data = isError ? undefined : lastData;

  useEffect(() => {
    if (data) dispatch(priceBoundsReceived({ min: data.min_price, max: data.max_price, chosenMin: query.minPrice, chosenMax: query.maxPrice }));
  }, [data, dispatch, query.minPrice, query.maxPrice]);

  const apply = (event: ListingEvent) => {
    const next = listingReducer(query, event);
    if (next === query) return;
    const qs = toSearchParams(next).toString();
    navigate(`/shop${qs ? `?${qs}` : ''}`);
    if (event.type === 'pageChanged') window.scrollTo({ top: 0 });
  };

  const category = categories?.find((c) => c.slug === query.category);
  const subcategory = category?.sub_categories.find((s) => s.slug === query.subcategory);
  usePageMeta(listingMeta(query, category, subcategory));
  // A path like /not-a-category is a missing page, not an empty listing.
  if (params.category && categoriesLoaded && (!category || (params.sub && !subcategory))) return <NotFound />;

  const items: ListedProduct[] = withinPrice(data?.data.data ?? [], showPrice ? query.minPrice : undefined, showPrice ? query.maxPrice : undefined);
  const total = data?.data.total ?? 0;
  const lastPage = data?.data.last_page ?? 1;
  // The server answers a page beyond the last with the last page (spec 5: such pages are ignored),
  // so the pager follows the page the answer holds, not the URL's.
  const currentPage = data?.data.current_page ?? query.page;
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }, { label: 'Shop', to: '/shop' }];
  if (category) crumbs.push({ label: category.title, to: `/shop?category=${category.slug}` });
  if (subcategory) crumbs.push({ label: subcategory.title });

  return (
    <div className="container shop">
      <ProcessingOverlay show={isFetching} />
      <Breadcrumb items={crumbs} />
      <h1 className="page-title">{query.search ? `Results for “${query.search}”` : (subcategory?.title ?? category?.title ?? 'Shop')}</h1>
      <button type="button" className="btn btn--ghost shop__filter-btn" aria-expanded={filtersOpen} onClick={() => setFiltersOpen((o) => !o)}>
        Filter
      </button>
      <div className="shop__layout">
        <aside className={`shop__sidebar${filtersOpen ? ' is-open' : ''}`} aria-label="Filters">
          <FilterSidebar
            categories={categories}
            activeCategory={query.category}
            activeSubcategory={query.subcategory}
            brands={data?.brands ?? []}
            brandsLoading={!data}
            selectedBrands={query.brands}
            rating={query.rating}
            onRating={(rating) => apply({ type: 'ratingToggled', rating })}
            showPrice={showPrice}
            priceBounds={priceBounds}
            priceRange={priceRange}
            onCategory={(slug) => apply({ type: 'categoryChosen', category: slug })}
            onSubcategory={(c, s) => apply({ type: 'subcategoryChosen', category: c, subcategory: s })}
            onBrand={(slug) => apply({ type: 'brandToggled', brand: slug })}
            onPriceDrag={(r) => dispatch(priceRangeChanged(r))}
            onPriceCommit={([min, max]) => apply({ type: 'priceRangeChanged', min, max })}
          />
        </aside>
        <section className="shop__main" aria-label="Products">
          <div className="toolbar">
            <p className="toolbar__count" role="status">
              {data ? `${total} Products found` : isError ? '' : 'Loading products...'}
            </p>
            {toolbarActions}
            <label className="toolbar__field">
              Show
              <select value={query.size} onChange={(e) => apply({ type: 'pageSizeChanged', size: Number(e.target.value) })}>
                {PAGE_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <label className="toolbar__field">
              Sort by
              <select value={query.sort} onChange={(e) => apply({ type: 'sortChanged', sort: e.target.value as SortKey })}>
                {SORT_OPTIONS.filter((o) => showPrice || !('needsPrice' in o)).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {isError ? <LoadError title="We could not load the products." onRetry={() => void refetch()} retrying={isFetching} /> : null}
          {data && items.length === 0 && !isFetching ? (
            <div className="empty">
              <p>No products match these filters.</p>
              <Link to="/shop">Clear all filters</Link>
            </div>
          ) : null}
          <div className={`grid ${query.search ? 'grid--2' : 'grid--3'}`}>
            {items.map((p, i) => (
              <ProductCard key={p.id} product={p} highlight={p.highlight?.product_name} showPrice={showPrice} eager={i < 3} actions={cardActions?.(p)} footer={cardFooter?.(p)} />
            ))}
          </div>
          <Pagination page={currentPage} lastPage={lastPage} onChange={(page) => apply({ type: 'pageChanged', page, lastPage })} label="Product pages" />
        </section>
      </div>
    </div>
  );
}
