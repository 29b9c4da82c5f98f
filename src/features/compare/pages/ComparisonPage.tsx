// /comparison (spec 2, "Comparison"): the stored products side by side.
import { Link } from 'react-router-dom';
import { mediaUrl } from '@/shared/lib/media';
import { useAppDispatch, useAppSelector } from '@/shared/lib/storeHooks';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { EmptyState } from '@/shared/ui/feedback';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import { comparisonCleared, productRemoved, selectComparisonList } from '../compareSlice';
import '../compare.css';
import { usePageMeta } from '@/shared/lib/pageMeta';

export default function ComparisonPage() {
  usePageMeta({ title: 'Compare products', private: true });
  const dispatch = useAppDispatch();
  const products = useAppSelector(selectComparisonList);
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
                <tr>
                  <th scope="row">Specifications</th>
                  {products.map((p) => (
                    <td key={p.id}>
                      <dl className="compare__specs">
                        {p.specification.map((s) => (
                          <div key={s.id}>
                            <dt>{s.title}</dt>
                            <dd>{s.description}</dd>
                          </div>
                        ))}
                      </dl>
                    </td>
                  ))}
                </tr>
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
