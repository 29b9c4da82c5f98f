// The product of /product/:slug (spec 2, "Product detail"). The page that shows it
// (app/pages/ProductPage) fills its slots from other features: the add-to-cart buttons and the
// store's social links for the share menu.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@contracts/catalog';
import { ApprovalHint, selectIsApproved, selectIsAuthenticated } from '@/features/auth';
import { mediaUrl } from '@/shared/lib/media';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { LoadError, isNotFound } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { PriceBlock } from '@/shared/ui/PriceBlock';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import { Stars } from '@/shared/ui/Stars';
import { ProcessingOverlay } from '@/shared/ui/feedback';
import { useGetProductBySlugQuery, useGetRelatedProductsQuery } from '../api';
import { ImageGallery } from './ImageGallery';
import { stockText } from './ProductCard';
import { ProductReviews } from './ProductReviews';
import { ReviewForm } from './ReviewForm';
import { productMeta } from '../pageMeta';
import { usePageMeta } from '@/shared/lib/pageMeta';
import '../catalog.css';

export interface ProductDetailsSlots {
  /** The buttons for the chosen quantity (Add to Cart / Go to Cart, Request a quote). */
  buyButton?: (product: Product, quantity: number) => ReactNode;
  /** The button of a related item (Add / View). */
  relatedAction?: (product: Product) => ReactNode;
  /** Links of the store's social pages, by platform, for the share menu. */
  socialLinks?: { platform: string; url: string }[];
}

type Tab = 'description' | 'specification' | 'reviews';

const num = (v: number | null) => (v === null || v === undefined ? null : Number(v));

function Dimensions({ p }: { p: Product }) {
  const [h, l, w, kg] = [num(p.height), num(p.length), num(p.width), num(p.weight)];
  // Shown only if all four are present (spec 2).
  if (h === null || l === null || w === null || kg === null) return null;
  return (
    <div className="facts__row">
      <dt>Dimensions and weight</dt>
      <dd>
        H {h} cm × L {l} cm × W {w} cm, {kg} kg
      </dd>
    </div>
  );
}

interface RelatedProps {
  slug: string;
  showPrice: boolean;
  signedIn: boolean;
  action?: (product: Product) => ReactNode;
}

function RelatedItems({ slug, showPrice, signedIn, action }: RelatedProps) {
  const { data: related } = useGetRelatedProductsQuery(slug);
  if (!related?.length) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title" className="section-title">
        Related Items
      </h2>
      <div className="grid grid--4">
        {related.map((p) => (
          <article key={p.id} className="card card--small">
            <Link to={`/product/${p.product_slug}`} className="card__media" tabIndex={-1} aria-hidden="true">
              <img src={mediaUrl(p.primary_image)} alt="" width={200} height={150} loading="lazy" />
            </Link>
            <div className="card__body">
              <p className="card__meta">{p.sub_category?.title ?? p.category?.title}</p>
              <h3 className="card__title">
                <Link to={`/product/${p.product_slug}`}>{p.product_name}</Link>
              </h3>
              {showPrice ? (
                <PriceBlock visible {...p} />
              ) : signedIn ? null : (
                <p className="muted">
                  <Link to="/signin">Please log in to see price.</Link>
                </p>
              )}
              {action ? <div className="card__actions">{action(p)}</div> : null}
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}

function ShareMenu({ url, title, links }: { url: string; title: string; links?: { platform: string; url: string }[] }) {
  const share: Record<string, string> = {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    twitter: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  };
  const platforms = ['facebook', 'instagram', 'linkedin', 'youtube', 'twitter'];
  return (
    <details className="share">
      <summary className="btn btn--ghost">Share</summary>
      <ul className="share__menu">
        {platforms.map((p) => {
          const href = share[p] ?? links?.find((l) => l.platform === p)?.url;
          return href ? (
            <li key={p}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {p[0].toUpperCase() + p.slice(1)}
              </a>
            </li>
          ) : null;
        })}
      </ul>
    </details>
  );
}

/** Mount it keyed by slug, so quantity and tab start fresh on every product. */
export function ProductDetails({ slug, buyButton, relatedAction, socialLinks }: { slug: string } & ProductDetailsSlots) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const showPrice = useAppSelector(selectIsApproved);
  const { data: product, isLoading, isError, isFetching, error, refetch } = useGetProductBySlugQuery(slug);
  const [qty, setQty] = useState(1);
  const [tab, setTab] = useState<Tab>('description');
  usePageMeta(product ? productMeta(product) : null);

  if (isError && isNotFound(error)) return <NotFound title="Product not found" message="This product is not in our catalogue any more." />;
  if (isError) {
    return (
      <div className="container">
        <LoadError title="We could not load this product." onRetry={() => void refetch()} />
      </div>
    );
  }
  // Nothing is shown until the product is loaded (spec 2).
  if (isLoading || !product) return <ProcessingOverlay show />;

  const images = [product.primary_image, ...product.images.map((i) => i.images).filter((i) => i !== product.primary_image)];
  const rating = Number(product.average_rating) || 0;
  const maxQty = Math.max(1, product.stock_quantity);

  return (
    <div className="container product">
      <ProcessingOverlay show={isFetching && !isLoading} />
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: 'Shop', to: '/shop' },
          ...(product.category ? [{ label: product.category.title, to: `/shop?category=${product.category.slug}` }] : []),
          { label: product.product_name },
        ]}
      />
      <div className="product__top">
        <ImageGallery images={images} alt={product.product_name} />
        <div className="product__info">
          <p className="product__category">{product.sub_category?.title ?? product.category?.title}</p>
          <h1 className="product__name">{product.product_name}</h1>
          {rating >= 3 ? (
            <p className="product__rating">
              <Stars rating={rating} /> <span className="muted">{rating.toFixed(1)}</span>
            </p>
          ) : null}
          {signedIn ? (
            <>
              <PriceBlock visible={showPrice} {...product} />
              {!showPrice ? <ApprovalHint className="notice" /> : null}
              <p className={`stock ${product.stock_quantity > 0 ? 'stock--in' : 'stock--out'}`}>{stockText(product.stock_quantity)}</p>
              {/* An account awaiting approval cannot order: no quantity, no button (the hint says why). */}
              {showPrice ? (
                <div className="buy">
                  <label className="qty">
                    <span>Quantity</span>
                    <button type="button" aria-label="Decrease quantity" onClick={() => setQty((q) => Math.max(1, q - 1))} disabled={qty <= 1}>
                      −
                    </button>
                    <input
                      type="number"
                      min={1}
                      max={maxQty}
                      value={qty}
                      aria-label="Quantity"
                      onChange={(e) => setQty(Math.min(maxQty, Math.max(1, Math.floor(Number(e.target.value)) || 1)))}
                    />
                    <button type="button" aria-label="Increase quantity" onClick={() => setQty((q) => Math.min(maxQty, q + 1))} disabled={qty >= maxQty}>
                      +
                    </button>
                  </label>
                  {buyButton?.(product, qty)}
                </div>
              ) : null}
            </>
          ) : (
            <div className="login-prompt">
              <p>Please log in to view details and add to cart.</p>
              <Link className="btn btn--primary" to="/signin">
                Sign In
              </Link>
            </div>
          )}
          <dl className="facts">
            <div className="facts__row">
              <dt>Product code</dt>
              <dd>{product.sku}</dd>
            </div>
            <div className="facts__row">
              <dt>Model number</dt>
              <dd>{product.model_number}</dd>
            </div>
            {product.brands ? (
              <div className="facts__row">
                <dt>Brand</dt>
                <dd>{product.brands.brand_name}</dd>
              </div>
            ) : null}
            <Dimensions p={product} />
            {product.warranty_period ? (
              <div className="facts__row">
                <dt>Warranty</dt>
                <dd>
                  {product.warranty_period}
                  {product.warranty_terms ? <span className="muted"> — {product.warranty_terms}</span> : null}
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="product__short">
            <p>{product.short_description}</p>
            <a
              href="#product-tabs"
              onClick={() => {
                setTab('description');
              }}
            >
              More Details
            </a>
          </div>
          <ShareMenu url={window.location.href} title={product.product_name} links={socialLinks} />
        </div>
      </div>

      <section className="tabs" id="product-tabs">
        <div role="tablist" aria-label="Product information" className="tabs__list">
          {(['description', 'specification', 'reviews'] as const).map((t) => (
            <button key={t} role="tab" id={`tab-${t}`} aria-selected={tab === t} aria-controls={`panel-${t}`} className="tabs__tab" onClick={() => setTab(t)}>
              {t.toUpperCase()}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="tabs__panel">
          {tab === 'description' ? <SafeHtml className="prose" html={product.long_description} /> : null}
          {tab === 'specification' ? (
            product.specification.length ? (
              <table className="spec-table">
                <tbody>
                  {product.specification.map((s) => (
                    <tr key={s.id}>
                      <th scope="row">{s.title}</th>
                      <td>{s.description}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p>No SPECIFICATION Found</p>
            )
          ) : null}
          {tab === 'reviews' ? (
            <ProductReviews
              ratings={product.ratings}
              summary={product.rating_summary}
              form={
                signedIn ? (
                  <ReviewForm productId={product.id} productSlug={product.product_slug} mine={product.ratings.find((r) => r.is_mine)} />
                ) : (
                  <p>
                    <Link to="/signin">You must be logged in to submit a review.</Link>
                  </p>
                )
              }
            />
          ) : null}
        </div>
      </section>

      <RelatedItems slug={product.product_slug} showPrice={showPrice} signedIn={signedIn} action={relatedAction} />
    </div>
  );
}
