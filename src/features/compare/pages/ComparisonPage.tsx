// /comparison (spec 2, "Comparison"): the stored products side by side, their specifications
// lined up by title (a row per title, blank where a product lacks it), and a price row filled by
// the page that composes this one (current prices come from the catalogue, not from storage).
// On a phone the table scrolls sideways under row labels that stay put; "Highlight differences"
// marks the rows whose values are not the same for every product.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { mediaUrl } from '@/shared/lib/media';
import { useAppDispatch, useAppSelector } from '@/shared/lib/storeHooks';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { EmptyState } from '@/shared/ui/feedback';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import { comparisonCleared, productRemoved, selectComparisonList, type ComparedProduct } from '../compareSlice';
import '../compare.css';
import { usePageMeta } from '@/shared/lib/pageMeta';

/** Every specification title of the products, in the order they first appear. */
export function specTitles(products: ComparedProduct[]): string[] {
  const seen = new Set<string>();
  for (const p of products) for (const s of p.specification) seen.add(s.title.trim());
  return [...seen];
}

/** Whether the products' values of a row differ (compared as trimmed text; blank counts as a value). */
export function differs(values: string[]): boolean {
  return values.length > 1 && new Set(values.map((v) => v.trim())).size > 1;
}

interface Props {
  /** A product's price cell; without it there is no price row (visitors get a sign-in hint from the page). */
  priceOf?: (product: ComparedProduct) => ReactNode;
}

export default function ComparisonPage({ priceOf }: Props) {
  usePageMeta({ title: 'Compare products', private: true });
  const dispatch = useAppDispatch();
  const products = useAppSelector(selectComparisonList);
  const titles = specTitles(products);
  // Titles compare trimmed; the first description under a title counts (products list a title once).
  const specOf = (p: ComparedProduct, title: string) => p.specification.find((s) => s.title.trim() === title)?.description ?? '';
  const [highlight, setHighlight] = useState(false);
  /** The row label, with a "differs" mark while differences are highlighted. */
  const label = (text: string, values: string[]) => {
    const marked = highlight && differs(values);
    return (
      <th scope="row">
        {text}
        {marked ? <span className="compare__differs"> differs</span> : null}
      </th>
    );
  };
  const rowClass = (values: string[]) => (highlight && differs(values) ? 'compare__row--differs' : undefined);
  const shortOf = (p: ComparedProduct) => p.short_description ?? '';
  const longOf = (p: ComparedProduct) => p.long_description ?? '';
  return (
    <div className="container compare">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Shop', to: '/shop' }, { label: 'Comparison' }]} />
      <h1 className="page-title">Compare products</h1>
      {products.length === 0 ? (
        <EmptyState title="No products to compare">
          <p>Tick “Compare” on products in the shop to see them side by side.</p>
          <Link className="btn btn--primary" to="/shop">
            Browse the catalogue
          </Link>
        </EmptyState>
      ) : (
        <>
          <label className="compare__toggle">
            <input type="checkbox" checked={highlight} onChange={(e) => setHighlight(e.target.checked)} /> Highlight differences
          </label>
          {/* Focusable, so the keyboard can scroll it sideways on a narrow screen. */}
          <div className="compare__scroll" role="region" aria-label="Comparison table" tabIndex={0}>
            <table className="table compare__table">
              <tbody>
                <tr>
                  <th scope="row">Name</th>
                  {products.map((p) => (
                    <td key={p.id}>
                      <img src={mediaUrl(p.primary_image)} alt="" width={160} height={120} />
                      <Link to={`/product/${p.product_slug}`} className="compare__name">
                        {p.product_name}
                      </Link>
                      <button type="button" className="btn btn--ghost btn--small" onClick={() => dispatch(productRemoved(p.id))} aria-label={`Remove ${p.product_name} from comparison`}>
                        Remove
                      </button>
                    </td>
                  ))}
                </tr>
                {priceOf ? (
                  <tr>
                    <th scope="row">Price</th>
                    {products.map((p) => (
                      <td key={p.id}>{priceOf(p)}</td>
                    ))}
                  </tr>
                ) : null}
                <tr className={rowClass(products.map(shortOf))}>
                  {label('Short Description', products.map(shortOf))}
                  {products.map((p) => (
                    <td key={p.id}>{p.short_description}</td>
                  ))}
                </tr>
                <tr className={rowClass(products.map(longOf))}>
                  {label('Description', products.map(longOf))}
                  {products.map((p) => (
                    <td key={p.id}>
                      <SafeHtml className="prose compare__html" html={p.long_description} />
                    </td>
                  ))}
                </tr>
                {titles.length ? (
                  <tr className="compare__group">
                    <th scope="colgroup" colSpan={products.length + 1}>
                      Specifications
                    </th>
                  </tr>
                ) : null}
                {titles.map((title) => {
                  const values = products.map((p) => specOf(p, title));
                  return (
                    <tr key={title} className={rowClass(values)}>
                      {label(title, values)}
                      {values.map((v, i) => (
                        <td key={products[i].id}>{v}</td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p>
            <button type="button" className="btn btn--danger" onClick={() => dispatch(comparisonCleared())}>
              Clear Comparison List
            </button>
          </p>
        </>
      )}
    </div>
  );
}
