// /admin/products: the catalogue, newest first: search (name, SKU, model, brand), filters
// (category, brand, active, low stock), sorts, 20 a page, an empty state, and each row's image,
// name, SKU, brand, category, price, stock (set inline by Catalogue and Admin) and active flag.
// The search lives in the address, so a list can be reloaded or shared.
import { Link, useSearchParams } from 'react-router-dom';
import { mayEditCatalogue, PRODUCT_SORTS, type ProductSort } from '@contracts/catalogueRules';
import { formatRupees } from '@contracts/format';
import { readFailure } from '@/shared/api/failure';
import { mediaUrl } from '@/shared/lib/media';
import { useAdminSelector } from '../store';
import { useBrandsQuery, useCategoriesQuery, useProductsQuery } from './api';
import { StockEditor } from './StockEditor';
import './ProductsPage.css';

const SORT_LABELS: Record<ProductSort, string> = { newest: 'Newest first', name: 'Name (A–Z)', stock: 'Stock (fewest first)' };
const FILTERS = ['q', 'category', 'brand', 'active', 'low_stock', 'sort'] as const;

export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const role = useAdminSelector((s) => s.session.staff?.role);
  const canEdit = role ? mayEditCatalogue(role) : false;
  const read = (k: string) => params.get(k) ?? '';
  const sort = (PRODUCT_SORTS as readonly string[]).includes(read('sort')) ? (read('sort') as ProductSort) : 'newest';
  const query = {
    q: read('q'),
    category: Number(read('category')) || undefined,
    brand: Number(read('brand')) || undefined,
    active: read('active') === 'yes' || read('active') === 'no' ? (read('active') as 'yes' | 'no') : undefined,
    low_stock: read('low_stock') === 'true' || undefined,
    sort,
    page: Number(read('page')) || 1,
  };
  const { data, isLoading, isFetching, error } = useProductsQuery(query);
  const { data: cats } = useCategoriesQuery();
  const { data: brandList } = useBrandsQuery();
  const list = data?.products;
  const filtered = FILTERS.some((k) => params.get(k) && k !== 'sort');

  const go = (form: HTMLFormElement | null, page = 1) => {
    const next = new URLSearchParams();
    if (form) {
      const fd = new FormData(form);
      for (const k of FILTERS) {
        const v = String(fd.get(k) ?? '').trim();
        if (v && !(k === 'sort' && v === 'newest')) next.set(k, v);
      }
    } else for (const k of FILTERS) if (params.get(k)) next.set(k, params.get(k) as string);
    if (page > 1) next.set('page', String(page));
    setParams(next);
  };

  return (
    <div className="products">
      <header className="products__head">
        <h1 className="admin-title">Products</h1>
        {canEdit && (
          <span className="products__head-actions">
            <Link to="/admin/catalogue-import" className="a-btn a-btn--ghost">
              Import / export CSV
            </Link>
            <Link to="/admin/products/new" className="a-btn">
              Add product
            </Link>
          </span>
        )}
      </header>

      <form
        className="products__filters a-card"
        role="search"
        aria-label="Find products"
        key={params.toString()}
        onSubmit={(e) => {
          e.preventDefault();
          go(e.currentTarget);
        }}
        onChange={(e) => {
          // Lists and boxes apply at once; the search text waits for Enter or the button.
          const target = e.target as unknown as HTMLInputElement;
          if (target.tagName !== 'INPUT' || target.type === 'checkbox') go(e.currentTarget);
        }}
      >
        <div className="a-field products__q">
          <label htmlFor="products-q">Search</label>
          <input id="products-q" name="q" type="search" defaultValue={query.q} placeholder="Name, SKU, model or brand" />
        </div>
        <div className="a-field">
          <label htmlFor="products-category">Category</label>
          <select id="products-category" name="category" defaultValue={read('category')}>
            <option value="">All categories</option>
            {cats?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.parent_id ? `— ${c.title}` : c.title}
              </option>
            ))}
          </select>
        </div>
        <div className="a-field">
          <label htmlFor="products-brand">Brand</label>
          <select id="products-brand" name="brand" defaultValue={read('brand')}>
            <option value="">All brands</option>
            {brandList?.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.brand_name}
              </option>
            ))}
          </select>
        </div>
        <div className="a-field">
          <label htmlFor="products-active">Shown</label>
          <select id="products-active" name="active" defaultValue={read('active')}>
            <option value="">All</option>
            <option value="yes">Active only</option>
            <option value="no">Inactive only</option>
          </select>
        </div>
        <div className="a-field">
          <label htmlFor="products-sort">Sort</label>
          <select id="products-sort" name="sort" defaultValue={sort}>
            {PRODUCT_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <label className="products__low">
          <input type="checkbox" name="low_stock" value="true" defaultChecked={Boolean(query.low_stock)} /> Low stock only
          {data ? ` (${data.low_stock_threshold} or fewer)` : ''}
        </label>
        <div className="products__actions">
          <button type="submit" className="a-btn">
            Search
          </button>
          {filtered && (
            <button type="button" className="a-btn a-btn--ghost" onClick={() => setParams(new URLSearchParams())}>
              Clear
            </button>
          )}
        </div>
      </form>

      <section className="a-card products__card" aria-busy={isFetching} aria-label="Products">
        {isLoading && <p className="products__note">Loading products…</p>}
        {error && (
          <p className="a-alert" role="alert">
            {readFailure(error, 'The products could not be loaded. Try again.').message}
          </p>
        )}
        {list && list.data.length === 0 && (
          <div className="products__empty">
            <h2>{filtered ? 'No products match' : 'No products yet'}</h2>
            <p>{filtered ? 'Try part of the name or SKU, or clear the filters.' : 'Add the first product, or import a CSV with the command-line tool.'}</p>
          </div>
        )}
        {list && list.data.length > 0 && (
          <>
            <table className={`products__table${isFetching ? ' is-stale' : ''}`}>
              <caption className="a-visually-hidden">Products, {SORT_LABELS[sort].toLowerCase()}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="a-visually-hidden">Image</span>
                  </th>
                  <th scope="col">Product</th>
                  <th scope="col">Brand</th>
                  <th scope="col">Category</th>
                  <th scope="col" className="num">
                    Price
                  </th>
                  <th scope="col">Stock</th>
                  <th scope="col">Shown</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((p) => (
                  <tr key={p.id}>
                    <td className="products__thumb">
                      <img src={mediaUrl(p.primary_image)} alt="" width={48} height={48} loading="lazy" />
                    </td>
                    <td data-label="Product">
                      <Link to={`/admin/products/${p.id}`} className="products__name">
                        {p.product_name}
                      </Link>
                      <span className="products__sku">{p.sku}</span>
                    </td>
                    <td data-label="Brand">{p.brand}</td>
                    <td data-label="Category">
                      {p.category}
                      {p.sub_category && <span className="products__sub">{p.sub_category}</span>}
                    </td>
                    <td data-label="Price" className="num">
                      {formatRupees(p.price)}
                      {p.mrp !== null && <span className="products__sub">MRP {formatRupees(p.mrp)}</span>}
                    </td>
                    <td data-label="Stock">
                      {canEdit ? (
                        <StockEditor id={p.id} sku={p.sku} stock={p.stock_quantity} version={p.version} lowStock={data.low_stock_threshold} />
                      ) : (
                        <span className={p.stock_quantity <= data.low_stock_threshold ? 'products__low-figure' : undefined}>{p.stock_quantity}</span>
                      )}
                    </td>
                    <td data-label="Shown">
                      <span className={`a-badge${p.is_active ? '' : ' a-badge--off'}`}>{p.is_active ? 'Active' : 'Inactive'}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <nav className="products__pager" aria-label="Pages">
              <button type="button" className="a-btn a-btn--ghost a-btn--small" disabled={list.current_page <= 1} onClick={() => go(null, list.current_page - 1)}>
                Previous
              </button>
              <span>
                Page {list.current_page} of {list.last_page} · {list.total} {list.total === 1 ? 'product' : 'products'}
              </span>
              <button type="button" className="a-btn a-btn--ghost a-btn--small" disabled={list.current_page >= list.last_page} onClick={() => go(null, list.current_page + 1)}>
                Next
              </button>
            </nav>
          </>
        )}
      </section>
    </div>
  );
}
