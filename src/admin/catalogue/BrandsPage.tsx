// /admin/brands: the brands and how many products each has; Catalogue and Admin add, rename (the
// storefront's search follows), deactivate (no longer offered in the product form) and delete one
// no product uses.
import { brandRules, mayEditCatalogue } from '@contracts/catalogueRules';
import { useAdminSelector } from '../store';
import { useAddBrandMutation, useBrandsQuery, useChangeBrandMutation, useDeleteBrandMutation } from './api';
import { TaxonomyTable } from './TaxonomyTable';

export function BrandsPage() {
  const role = useAdminSelector((s) => s.session.staff?.role);
  const { data, isLoading, error } = useBrandsQuery();
  const [add] = useAddBrandMutation();
  const [change] = useChangeBrandMutation();
  const [remove] = useDeleteBrandMutation();
  return (
    <div>
      <h1 className="admin-title">Brands</h1>
      <TaxonomyTable
        noun="brand"
        canEdit={role ? mayEditCatalogue(role) : false}
        loading={isLoading}
        error={error}
        nameRule={brandRules.brand_name}
        rows={data?.brands.map((b) => ({ id: b.id, name: b.brand_name, isActive: b.is_active, products: b.products }))}
        onAdd={(name) => add({ brand_name: name }).unwrap()}
        onChange={(id, c) => change({ id, brand_name: c.name, is_active: c.isActive }).unwrap()}
        onDelete={(id) => remove(id).unwrap()}
      />
    </div>
  );
}
