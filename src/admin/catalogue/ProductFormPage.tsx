// /admin/products/new and /admin/products/:id: the product form (names, category, brand, price
// and MRP, GST, HSN, stock, descriptions with the rich-text editor, specifications, dimensions,
// warranty, active) with the contracts' field rules and messages (the server answers the same
// ones per field), the stock and the images set on their own, and the product's history. An edit names the version
// it loaded: a product changed meanwhile is refused with the reason, nothing overwritten.
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FieldArray, Form, Formik } from 'formik';
import * as Yup from 'yup';
import type { AdminProductDetail, AdminProductRequest } from '@contracts/adminCatalogue';
import { GST_RATES, LOW_STOCK_THRESHOLD, mayEditCatalogue, productRules } from '@contracts/catalogueRules';
import type { Rules } from '@contracts/fields';
import { formatDateTime } from '@contracts/format';
import { auditActor, auditLabel } from '@contracts/auditLabels';
import { readFailure } from '@/shared/api/failure';
import { mediaUrl } from '@/shared/lib/media';
import { rulesShape } from '@/shared/lib/yupRules';
import { SaveNotice, saveForm } from '../kit';
import { useAdminSelector } from '../store';
import { useBrandsQuery, useCategoriesQuery, useCreateProductMutation, useProductQuery, useUpdateProductMutation } from './api';
import { ProductField } from './ProductField';
import { ProductImages } from './ProductImages';
import { RichTextEditor } from './RichTextEditor';
import { StockEditor } from './StockEditor';
import './ProductFormPage.css';

type Values = Required<Omit<AdminProductRequest, 'version' | 'specifications'>> & { specifications: { title: string; value: string }[] };

// An edit keeps the SKU and sets the stock on its own (StockEditor), as the server reads it.
const editRules: Rules = Object.fromEntries(Object.entries(productRules).filter(([field]) => field !== 'sku' && field !== 'stock_quantity'));
const createSchema = Yup.object(rulesShape(productRules));
const editSchema = Yup.object(rulesShape(editRules));

function initialValues(p?: AdminProductDetail): Values {
  return {
    sku: p?.sku ?? '',
    product_name: p?.product_name ?? '',
    model_number: p?.model_number ?? '',
    category_id: p ? String(p.category_id) : '',
    sub_category_id: p?.sub_category_id ? String(p.sub_category_id) : '',
    brand_id: p ? String(p.brand_id) : '',
    price: p ? String(p.price) : '',
    mrp: p?.mrp != null ? String(p.mrp) : '',
    gst_rate: p?.gst_rate ?? '18',
    hsn_code: p?.hsn_code ?? '',
    stock_quantity: p ? String(p.stock_quantity) : '0',
    short_description: p?.short_description ?? '',
    long_description: p?.long_description ?? '',
    warranty_period: p?.warranty_period ?? '',
    warranty_terms: p?.warranty_terms ?? '',
    height: p?.height ?? '',
    length: p?.length ?? '',
    width: p?.width ?? '',
    weight: p?.weight ?? '',
    is_active: p?.is_active ?? true,
    specifications: p?.specifications.map((s) => ({ ...s })) ?? [{ title: '', value: '' }],
  };
}

const ACTION_LABELS: Record<string, string> = { 'product.create': 'Created', 'product.update': 'Edited', 'product.stock': 'Stock set', 'product.images': 'Images changed' };
/** The audit entry's field names (the server's) as the form names them. */
const FIELD_LABELS: Record<string, string> = {
  productName: 'name',
  modelNumber: 'model number',
  categoryId: 'category',
  subCategoryId: 'sub-category',
  brandId: 'brand',
  basePrice: 'MRP or price',
  discountPrice: 'price',
  gstRate: 'GST rate',
  hsnCode: 'HSN code',
  shortDescription: 'short description',
  longDescription: 'description',
  warrantyPeriod: 'warranty period',
  warrantyTerms: 'warranty terms',
  isActive: 'active',
  specs: 'specifications',
  stockQuantity: 'stock',
};
// A field this list does not name still reads as words ("productSlug" as "product slug").
const changedFields = (after: object) => Object.keys(after).map((k) => FIELD_LABELS[k] ?? k.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase()).join(', ');

export function ProductFormPage() {
  const { id: idParam } = useParams();
  const editing = idParam !== 'new';
  const id = Number(idParam);
  const { data, isLoading, error } = useProductQuery(id, { skip: !editing || !id });
  if (!editing) return <ProductForm />;
  if (!id) return <NotFound />;
  if (isLoading) return <p className="pf__note">Loading the product…</p>;
  if (error) {
    const status = (error as { status?: number }).status;
    return status === 404 ? (
      <NotFound />
    ) : (
      <p className="a-alert" role="alert">
        {readFailure(error, 'The product could not be loaded. Try again.').message}
      </p>
    );
  }
  // Keyed by the product only: a stock save (a new version) keeps what is being typed in the form.
  return data ? <ProductForm key={data.product.id} product={data.product} /> : null;
}

function NotFound() {
  return (
    <div className="a-card pf__missing">
      <h1 className="admin-title">Product not found</h1>
      <p>It may have been removed, or the address is mistyped.</p>
      <Link to="/admin/products">Back to the products</Link>
    </div>
  );
}

function ProductForm({ product }: { product?: AdminProductDetail }) {
  const navigate = useNavigate();
  const role = useAdminSelector((s) => s.session.staff?.role);
  const canEdit = role ? mayEditCatalogue(role) : false;
  const { data: cats } = useCategoriesQuery();
  const { data: brandList } = useBrandsQuery();
  const [create] = useCreateProductMutation();
  const [update] = useUpdateProductMutation();
  const [saved, setSaved] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const { refetch } = useProductQuery(product?.id ?? 0, { skip: !product });
  const descId = useId();
  const editing = Boolean(product);

  return (
    <div className="pf">
      <nav className="pf__crumbs" aria-label="Breadcrumb">
        <Link to="/admin/products">Products</Link> / <span>{product ? product.sku : 'New product'}</span>
      </nav>
      <header className="pf__head">
        {product && <img src={mediaUrl(product.primary_image)} alt="" width={64} height={64} className="pf__image" />}
        <div>
          <h1 className="admin-title">{product ? product.product_name : 'Add a product'}</h1>
          {product && (
            <p className="pf__meta">
              SKU <strong>{product.sku}</strong> · <span className={`a-badge${product.is_active ? '' : ' a-badge--off'}`}>{product.is_active ? 'Active' : 'Inactive'}</span>
              {product.is_active && (
                <>
                  {' '}
                  · <a href={`/product/${product.product_slug}`} target="_blank" rel="noreferrer">See it in the store</a>
                </>
              )}
            </p>
          )}
        </div>
      </header>
      {saved && (
        <p className="a-note" role="status">
          {saved}
        </p>
      )}

      {/* Outside the product form (a form of its own, saved at once): nested forms would submit both. */}
      {product && (
        <section className="a-card pf__section" aria-labelledby="pf-stock">
          <h2 id="pf-stock">Stock</h2>
          {canEdit ? (
            <StockEditor id={product.id} sku={product.sku} stock={product.stock_quantity} version={product.version} lowStock={LOW_STOCK_THRESHOLD} />
          ) : (
            <p>{product.stock_quantity} in stock</p>
          )}
          <p className="pf-field__hint">Saved on its own, at once; the rest with Save changes below.</p>
        </section>
      )}

      {product && (
        <section className="a-card pf__section" aria-labelledby="pf-images">
          <h2 id="pf-images">Images</h2>
          <ProductImages product={product} canEdit={canEdit} />
        </section>
      )}

      <Formik<Values>
        // Started again only by "Reload the latest version" after a refused save (see SaveNotice).
        key={generation}
        initialValues={initialValues(product)}
        validationSchema={editing ? editSchema : createSchema}
        onSubmit={async (values, form) => {
          setSaved(null);
          const fallback = 'The product could not be saved. Try again.';
          if (product) {
            const res = await saveForm(values, form, () => update({ ...values, id: product.id, version: product.version }).unwrap(), { fallback });
            if (res) setSaved(res.message);
          } else {
            const res = await saveForm(values, form, () => create(values).unwrap(), { fallback });
            if (res) navigate(`/admin/products/${res.product.id}`, { replace: true });
          }
        }}
      >
        {({ values, setFieldValue, isSubmitting }) => {
          const tops = cats?.categories.filter((c) => c.parent_id === null && (c.is_active || String(c.id) === values.category_id)) ?? [];
          const subs = cats?.categories.filter((c) => c.parent_id !== null && String(c.parent_id) === values.category_id && (c.is_active || String(c.id) === values.sub_category_id)) ?? [];
          const brandChoices = brandList?.brands.filter((b) => b.is_active || String(b.id) === values.brand_id) ?? [];
          return (
            <Form noValidate className="pf__form" aria-label={product ? `Edit ${product.product_name}` : 'New product'}>
              <SaveNotice onReload={product ? () => void refetch().then(() => setGeneration((g) => g + 1)) : undefined} />
              <fieldset disabled={!canEdit} className="pf__fieldset">
                <section className="a-card pf__section" aria-labelledby="pf-basics">
                  <h2 id="pf-basics">Basics</h2>
                  <div className="pf__grid">
                    <ProductField name="product_name" label="Product name" className="pf__wide" />
                    {!editing && <ProductField name="sku" label="SKU" hint="Letters, digits and dashes; it cannot change later." />}
                    <ProductField name="model_number" label="Model number" />
                    <ProductField name="category_id" label="Category" as="select">
                      <option value="">Choose…</option>
                      {tops.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.title}
                        </option>
                      ))}
                    </ProductField>
                    <ProductField name="sub_category_id" label="Sub-category (optional)" as="select">
                      <option value="">None</option>
                      {subs.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.title}
                        </option>
                      ))}
                    </ProductField>
                    <ProductField name="brand_id" label="Brand" as="select">
                      <option value="">Choose…</option>
                      {brandChoices.map((b) => (
                        <option key={b.id} value={b.id}>
                          {b.brand_name}
                        </option>
                      ))}
                    </ProductField>
                    <label className="pf__check">
                      <input type="checkbox" checked={values.is_active} onChange={(e) => setFieldValue('is_active', e.target.checked)} /> Active (shown in the store)
                    </label>
                  </div>
                </section>

                <section className="a-card pf__section" aria-labelledby="pf-price">
                  <h2 id="pf-price">Price and tax</h2>
                  <div className="pf__grid">
                    <ProductField name="price" label="Price (₹, before GST)" inputMode="decimal" hint="What the customer pays, e.g. 45999 or 45999.50." />
                    <ProductField name="mrp" label="MRP (₹, optional)" inputMode="decimal" hint="Shown struck through; not below the price." />
                    <ProductField name="gst_rate" label="GST rate" as="select">
                      {GST_RATES.map((g) => (
                        <option key={g} value={g}>
                          {g} %
                        </option>
                      ))}
                    </ProductField>
                    <ProductField name="hsn_code" label="HSN code" inputMode="numeric" hint="6 or 8 digits, as the tax invoice prints it." />
                    {!editing && <ProductField name="stock_quantity" label="Stock" inputMode="numeric" />}
                  </div>
                </section>
              </fieldset>

              <fieldset disabled={!canEdit} className="pf__fieldset">
                <section className="a-card pf__section" aria-labelledby="pf-text">
                  <h2 id="pf-text">Descriptions</h2>
                  <ProductField name="short_description" label="Short description" as="textarea" hint="Plain text, shown under the name." />
                  <div className="a-field pf-field">
                    <span className="pf__label" id={`${descId}-label`}>
                      Description
                    </span>
                    <RichTextEditor id={descId} label="Description" value={values.long_description} onChange={(html) => setFieldValue('long_description', html)} disabled={!canEdit} />
                  </div>
                </section>

                <section className="a-card pf__section" aria-labelledby="pf-specs">
                  <h2 id="pf-specs">Specifications</h2>
                  <FieldArray name="specifications">
                    {(rows) => (
                      <div className="pf__specs">
                        {values.specifications.map((_, i) => (
                          <div className="pf__spec" key={i}>
                            <ProductField name={`specifications.${i}.title`} label={`Title ${i + 1}`} />
                            <ProductField name={`specifications.${i}.value`} label={`Value ${i + 1}`} />
                            <button type="button" className="a-btn a-btn--ghost a-btn--small" onClick={() => rows.remove(i)} aria-label={`Remove specification ${i + 1}`}>
                              Remove
                            </button>
                          </div>
                        ))}
                        <button type="button" className="a-btn a-btn--ghost a-btn--small" onClick={() => rows.push({ title: '', value: '' })}>
                          Add a specification
                        </button>
                      </div>
                    )}
                  </FieldArray>
                </section>

                <section className="a-card pf__section" aria-labelledby="pf-dims">
                  <h2 id="pf-dims">Dimensions and warranty</h2>
                  <div className="pf__grid pf__grid--four">
                    <ProductField name="height" label="Height (cm)" inputMode="decimal" />
                    <ProductField name="length" label="Length (cm)" inputMode="decimal" />
                    <ProductField name="width" label="Width (cm)" inputMode="decimal" />
                    <ProductField name="weight" label="Weight (kg)" inputMode="decimal" />
                  </div>
                  <div className="pf__grid">
                    <ProductField name="warranty_period" label="Warranty period" hint="e.g. 3 years onsite" />
                    <ProductField name="warranty_terms" label="Warranty terms" as="textarea" className="pf__wide" />
                  </div>
                </section>
              </fieldset>

              {canEdit && (
                <div className="pf__actions">
                  <button type="submit" className="a-btn" disabled={isSubmitting}>
                    {editing ? 'Save changes' : 'Create product'}
                  </button>
                  <Link to="/admin/products" className="a-btn a-btn--ghost">
                    Cancel
                  </Link>
                </div>
              )}
            </Form>
          );
        }}
      </Formik>

      {product && (
        <section className="a-card pf__section" aria-labelledby="pf-history">
          <h2 id="pf-history">History</h2>
          {product.history.length === 0 ? (
            <p className="pf-field__hint">No back-office changes yet.</p>
          ) : (
            <ul className="pf__history">
              {product.history.map((h) => (
                <li key={h.id}>
                  <strong>{ACTION_LABELS[h.action] ?? auditLabel(h)}</strong> by {auditActor(h)} · {formatDateTime(h.at)}
                  {h.action !== 'product.create' && h.after !== null && typeof h.after === 'object' ? (
                    <span className="pf__changed">Changed: {changedFields(h.after)}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
