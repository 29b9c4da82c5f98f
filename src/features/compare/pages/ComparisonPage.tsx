// /comparison (spec 2, "Comparison"): the stored products side by side, their specifications
// lined up by title (a row per title, blank where a product lacks it), and a price row filled by
// the page that composes this one (current prices come from the catalogue, not from storage).
import type { ReactNode } from 'react';
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
          <div className="compare__scroll">
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
                <tr>
                  <th scope="row">Short Description</th>
                  {products.map((p) => (
                    <td key={p.id}>{p.short_description}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">Description</th>
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
                {titles.map((title) => (
                  <tr key={title}>
                    <th scope="row">{title}</th>
                    {products.map((p) => (
                      <td key={p.id}>{specOf(p, title)}</td>
                    ))}
                  </tr>
                ))}
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
